import { memo } from 'react';
import type { Turn } from '@/lib/sdk';
import { turnFirstLine } from '@/lib/timeline/fling';

/**
 * A turn while the list flies past it (a fling or a dragged scrollbar): its number and first line, at the height the
 * list already gives the row, so nothing moves when the full row replaces it as the scroll slows down.
 */
export const SkimRow = memo(function SkimRow({ turn, number }: { turn: Turn; number: number | null }) {
  return (
    <article
      data-turn-id={turn.id}
      data-skim=""
      aria-label={number !== null ? `Turn ${number}` : 'Turn'}
      aria-busy="true"
      className="h-full overflow-hidden px-3 py-3"
    >
      <div className="flex items-center gap-3 rounded-md bg-bg-subtle px-3 py-2 text-sm">
        <p className="min-w-0 flex-1 truncate">{turnFirstLine(turn)}</p>
        {number !== null && <span className="shrink-0 text-xs tabular-nums text-fg-muted">#{number}</span>}
      </div>
    </article>
  );
});
