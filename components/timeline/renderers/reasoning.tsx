'use client';

import { ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatDuration } from '@/lib/sdk';
import { num, prop } from '@/lib/sdk/util';
import { useBlockOpen } from '@/components/code-view/expansion-store';
import { isStreamingPart } from '@/lib/timeline/streaming-markdown';
import { RichText } from '../rich-text';
import type { PartRendererProps } from './types';

/** The model's reasoning, collapsed by default, with how long it thought. */
export function ReasoningPart({ part, raw, rich }: PartRendererProps<'reasoning'>) {
  const [open, toggle] = useBlockOpen(`${part.id}:reasoning`);
  if (part.text.trim() === '') return null;
  const start = num(prop(prop(raw, 'time'), 'start'));
  const end = num(prop(prop(raw, 'time'), 'end'));
  const duration = start !== undefined && end !== undefined ? formatDuration(end - start) : '';
  const heading = /^\*\*(.+?)\*\*/.exec(part.text.trimStart())?.[1];
  return (
    <div className="text-sm text-fg-muted">
      <button type="button" aria-expanded={open} onClick={toggle} className="flex items-center gap-1 text-xs hover:text-fg">
        <ChevronRight aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-90')} />
        <span>{end === undefined && start !== undefined ? 'Thinking…' : duration ? `Thought for ${duration}` : 'Thought'}</span>
        {heading && !open && <span className="truncate italic">· {heading}</span>}
      </button>
      {open && (
        <div className="mt-1 border-l-2 border-border pl-3">
          <RichText text={part.text} rich={rich} streaming={isStreamingPart(raw)} className="text-xs leading-5" />
        </div>
      )}
    </div>
  );
}
