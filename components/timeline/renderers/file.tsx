import { safeUrl } from '@/lib/timeline/urls';
import type { PartRendererProps } from './types';

/** An attachment: images preview inline, PDFs and other files as links. */
export function FilePart({ part }: PartRendererProps<'file'>) {
  const name = part.filename || (part.url.startsWith('data:') ? 'attachment' : part.url.split('/').pop() || 'attachment');
  if (part.isImage) {
    const src = safeUrl(part.url, 'image');
    return (
      <figure className="inline-block">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={src} alt={name} loading="lazy" className="max-h-64 max-w-full rounded-md border border-border" />
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
      <span aria-hidden>{part.isPdf ? '▤' : '⎘'}</span>
      {label}
    </a>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs text-fg-muted">{label}</span>
  );
}
