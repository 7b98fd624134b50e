'use client';

import { memo, useState } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import type { MessageWithParts } from '@/lib/sdk';
import { useHydrated } from '@/components/ui/use-hydrated';

// The server renders the preview's turns (grouping the messages, the rows' code); the browser never does (it keeps the
// server's HTML), so none of that code is in the page's first load. Loaded when this module runs on the server.
// Ready once the rows' code is loaded too.
const serverTurns = typeof window === 'undefined' ? lazyComponent(() => import('./preview-turns').then((m) => m.rowsReady.then(() => m.PreviewTurns))) : null;
if (serverTurns) void serverTurns.preload().catch(() => {});

// One object for every render: React then never rewrites the element's inner HTML, which is the server's.
const KEEP_SERVER_HTML = { __html: '' };

interface TimelinePreviewProps {
  items: MessageWithParts[];
  turnCount: number | undefined;
  complete: boolean;
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
export const TimelinePreview = memo(function TimelinePreview({ items, turnCount, complete }: TimelinePreviewProps) {
  // The first render decides (hydrating server HTML, or rendering in the browser alone), and the answer is kept.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  if (!fromServer) return null;
  return (
    <div data-testid="timeline-preview" inert className="absolute inset-0 z-[1] flex flex-col-reverse overflow-hidden rounded-lg border border-border bg-bg">
      {serverTurns ? (
        <serverTurns.Component items={items} turnCount={turnCount} complete={complete} />
      ) : (
        <div className="mb-auto" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
      )}
    </div>
  );
});
