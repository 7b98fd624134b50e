'use client';

import { isStreamingPart } from '@/lib/timeline/streaming-markdown';
import { RichText } from '../rich-text';
import type { PartRendererProps } from './types';

/** Assistant text as sanitized Markdown (plain text until the turn is near the viewport). */
export function TextPart({ part, raw, rich }: PartRendererProps<'text'>) {
  if (part.text.trim() === '') return null;
  return <RichText text={part.text} rich={rich} streaming={isStreamingPart(raw)} />;
}
