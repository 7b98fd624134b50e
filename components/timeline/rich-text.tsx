'use client';

import { lazy, Suspense } from 'react';
import { cn } from '@/components/ui/cn';

const Markdown = lazy(() => import('./markdown'));

/** Loads the Markdown chunk ahead of need, so a turn that arrives on screen renders formatted at once. */
export function preloadMarkdown(): void {
  void import('./markdown');
}

/** Plain text of a part: what shows for turns far from the viewport (and for a moment while Markdown first loads). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <div className={cn('whitespace-pre-wrap break-words text-sm leading-6', className)}>{text}</div>;
}

/**
 * Text as sanitized Markdown (react-markdown, remark-gfm, rehype-sanitize; links and images through safeUrl), the one
 * renderer of assistant text, reasoning, user prompts and sub-agent results. `rich` false: plain text.
 */
export function RichText({ text, rich, className }: { text: string; rich: boolean; className?: string }) {
  if (!rich) return <PlainText text={text} className={className} />;
  return (
    <Suspense fallback={<PlainText text={text} className={className} />}>
      <Markdown text={text} className={className} />
    </Suspense>
  );
}
