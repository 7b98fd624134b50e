'use client';

import { memo, useState } from 'react';
import type { Turn } from '@/lib/sdk';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { useHydrated } from '@/components/ui/use-hydrated';
import { lazyTurnView } from './lazy-turn-view';

/** Turns shown, newest last, in the server-rendered HTML until the list is placed. */
export const PREVIEW_TURNS = 3;

// The server renders the preview's turns with the rows' code; the browser never does (it keeps the server's HTML).
if (typeof window === 'undefined') void lazyTurnView.preload().catch(() => {});
const TurnView = lazyTurnView.Component;

// One object for every render: React then never rewrites the element's inner HTML, which is the server's.
const KEEP_SERVER_HTML = { __html: '' };

interface TimelinePreviewProps {
  turns: Turn[];
  numbers: ReadonlyArray<number | null>;
}

/**
 * The newest turns as static server HTML, over the virtualized list while it loads, lays out hidden and is placed; the
 * end of the newest turn sits at the bottom (column-reverse: a short session starts at the top).
 *
 * It is outside any Suspense boundary and never hydrated: React streams a large boundary's content at the end of the
 * HTML and reveals it with a script up to 300 ms after first paint, which made these turns (the page's largest paint)
 * late; and hydrating them needed the rows' chunk. In the browser the element keeps the server's children as inner
 * HTML. It is `inert` (its buttons would do nothing) and shows only on a server-rendered load, never after a
 * client-side navigation, where the list's own skeleton shows instead.
 */
export const TimelinePreview = memo(function TimelinePreview({ turns, numbers }: TimelinePreviewProps) {
  // The first render decides (hydrating server HTML, or rendering in the browser alone), and the answer is kept.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  if (!fromServer) return null;
  return (
    <div data-testid="timeline-preview" inert className="absolute inset-0 z-[1] flex flex-col-reverse overflow-hidden rounded-lg border border-border bg-bg">
      {typeof window === 'undefined' ? (
        <div className="mb-auto">
          {turns.slice(-PREVIEW_TURNS).map((turn, i, shown) => (
            <div key={turn.id} className="border-b border-border/60">
              <RenderBoundary what="turn" raw={turn}>
                <TurnView turn={turn} number={numbers[turns.length - shown.length + i] ?? null} rich={false} highlighted={false} highlightPartId={null} />
              </RenderBoundary>
            </div>
          ))}
        </div>
      ) : (
        <div className="mb-auto" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
      )}
    </div>
  );
});
