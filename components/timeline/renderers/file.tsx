'use client';

import { FileText, Paperclip } from 'lucide-react';
import { safeUrl } from '@/lib/timeline/urls';
import { ImageLightbox } from '../image-lightbox';
import type { PartRendererProps } from './types';

/** An attachment: images preview inline, PDFs and other files as links. */
export function FilePart({ part }: PartRendererProps<'file'>) {
  const name = part.filename || (part.url.startsWith('data:') ? 'attachment' : part.url.split('/').pop() || 'attachment');
  if (part.isImage) {
    const src = safeUrl(part.url, 'image');
    return (
      <figure className="inline-block">
        {src ? (
          <ImageLightbox src={src} alt={name} className="max-h-64 max-w-full rounded-md border border-border" />
        ) : (
          <span className="text-xs text-fg-muted">Image {name} (preview unavailable)</span>
        )}
        <figcaption className="text-xs text-fg-muted">{name}</figcaption>
      </figure>
    );
  }
  const href = safeUrl(part.url, 'link');
  const label = part.isPdf ? `PDF: ${name}` : `${name} (${part.mime || 'file'})`;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs text-accent hover:underline" download={part.isPdf ? undefined : name}>
      {part.isPdf ? <FileText aria-hidden className="size-3.5" /> : <Paperclip aria-hidden className="size-3.5" />}
      {label}
    </a>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs text-fg-muted">{label}</span>
  );
}
