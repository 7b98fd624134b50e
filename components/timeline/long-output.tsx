'use client';

import type { ShikiLanguage } from '@/lib/timeline/languages';
import { CodeBlock } from '@/components/code-view/code-block';
import { CopyButton } from './copy-button';
import { useBlockOpen } from '@/components/code-view/expansion-store';
import { useTimeline } from './timeline-context';

/** Lines shown while collapsed; a block collapses only when that hides at least MIN_HIDDEN lines. */
export const COLLAPSED_LINES = 8;
const MIN_HIDDEN = 4;
// Even expanded, a block shows at most this many lines; the side panel has the rest.
export const EXPANDED_LINES_MAX = 2000;
const LONG_CHARS = 4000;

export interface LongOutputProps {
  /** Key of the expanded state (part id + which block). */
  id: string;
  text: string;
  /** Title of the side panel. */
  title: string;
  rich: boolean;
  lang?: ShikiLanguage;
  startLine?: number;
  collapsedLines?: number;
  label?: string;
}

/** Tool output: collapsed to its first lines when long, with "show all", copy and "open full output". */
export function LongOutput({ id, text, title, rich, lang, startLine, collapsedLines = COLLAPSED_LINES, label = 'Output' }: LongOutputProps) {
  const [expanded, toggle] = useBlockOpen(`${id}:block`);
  const { openOutput } = useTimeline();
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const long = lines.length >= collapsedLines + MIN_HIDDEN;
  const shown = !long ? lines : lines.slice(0, expanded ? EXPANDED_LINES_MAX : collapsedLines);
  const hidden = lines.length - shown.length;
  const offerPanel = long || text.length > LONG_CHARS;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2 text-xs text-fg-muted">
        <span>{label}</span>
        <span>
          {lines.length} {lines.length === 1 ? 'line' : 'lines'}
        </span>
        <span className="ml-auto flex items-center gap-1">
          <CopyButton text={text} label="Copy" aria-label={`Copy ${label.toLowerCase()}`} />
          {offerPanel && (
            <button type="button" className="rounded px-1.5 py-0.5 hover:bg-bg-muted hover:text-fg" onClick={() => openOutput({ title, text })}>
              Open full output
            </button>
          )}
        </span>
      </div>
      <CodeBlock code={shown.join('\n')} lang={lang} rich={rich} startLine={startLine} className="max-h-[60vh]" />
      {long && (
        <button type="button" className="text-xs font-medium text-accent hover:underline" aria-expanded={expanded} onClick={toggle}>
          {expanded ? 'Collapse output' : `Expand output (${hidden} more ${hidden === 1 ? 'line' : 'lines'})`}
        </button>
      )}
      {expanded && hidden > 0 && <p className="text-xs text-fg-muted">{hidden} more lines in the full output panel.</p>}
    </div>
  );
}
