'use client';

import { lazy, Suspense } from 'react';
import { cn } from '@/components/ui/cn';

type MarkdownComponent = (typeof import('./markdown'))['default'];
// Once the chunk is in, Markdown renders directly: a lazy component suspends once more on its first render, and React
// then holds the plain-text fallback for up to 300 ms, so the row would change height after it was shown.
let loaded: MarkdownComponent | null = null;
const loadMarkdown = () =>
  import('./markdown').then((m) => {
    loaded = m.default;
    return m;
  });
const Markdown = lazy(loadMarkdown);

/** Loads the Markdown chunk ahead of need, so a turn that arrives on screen renders formatted at once. */
export function preloadMarkdown(): Promise<unknown> {
  return loadMarkdown();
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
  if (loaded) {
    const Loaded = loaded;
    return <Loaded text={text} className={className} streaming={streaming} />;
  }
  return (
    <Suspense fallback={<PlainText text={text} className={className} />}>
      <Markdown text={text} className={className} streaming={streaming} />
    </Suspense>
  );
}
