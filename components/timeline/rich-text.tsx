'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { cn } from '@/components/ui/cn';

const markdown = lazyComponent(() => import('./markdown').then((m) => m.default));
const Markdown = markdown.Component;

/** Loads the Markdown chunk ahead of need, so a turn that arrives on screen renders formatted at once. */
export function preloadMarkdown(): Promise<unknown> {
  return markdown.preload();
}

/** Plain text of a part: what shows for turns far from the viewport (and for a moment while Markdown first loads). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <div className={cn('whitespace-pre-wrap break-words text-sm leading-6', className)}>{text}</div>;
}

/**
 * Text as sanitized Markdown (react-markdown, remark-gfm, rehype-sanitize; links and images through safeUrl), the one
 * renderer of assistant text, reasoning, user prompts and sub-agent results. `rich` false: plain text. `streaming`: the
 * text is still arriving (healed before parsing, so it is formatted from its first words, never raw then formatted).
 */
export function RichText({ text, rich, className, streaming = false }: { text: string; rich: boolean; className?: string; streaming?: boolean }) {
  if (!rich) return <PlainText text={text} className={className} />;
  // Once the chunk is in, no Suspense boundary: it would have nothing to wait for.
  if (markdown.isLoaded()) return <Markdown text={text} className={className} streaming={streaming} />;
  return (
    <Suspense fallback={<PlainText text={text} className={className} />}>
      <Markdown text={text} className={className} streaming={streaming} />
    </Suspense>
  );
}
