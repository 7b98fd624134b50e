'use client';

import { lazy, Suspense } from 'react';
import type { PartRendererProps } from './types';

const Markdown = lazy(() => import('../markdown'));

/** Plain text of a part: what shows before Markdown loads and for turns far from the viewport. */
export function PlainText({ text }: { text: string }) {
  return <div className="whitespace-pre-wrap break-words text-sm leading-6">{text}</div>;
}

/** Assistant text as sanitized Markdown (plain text until the turn is near the viewport). */
export function TextPart({ part, rich }: PartRendererProps<'text'>) {
  if (part.text.trim() === '') return null;
  if (!rich) return <PlainText text={part.text} />;
  return (
    <Suspense fallback={<PlainText text={part.text} />}>
      <Markdown text={part.text} />
    </Suspense>
  );
}
