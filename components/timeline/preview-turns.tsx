'use client';

import { useMemo } from 'react';
import { groupMessagesIntoTurns, type MessageWithParts } from '@/lib/sdk';
import { turnNumbers } from '@/lib/sessions/turn-numbers';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { lazyTurnView } from './lazy-turn-view';

/** Turns shown, newest last, in the server-rendered HTML until the list is placed. */
export const PREVIEW_TURNS = 3;

const TurnView = lazyTurnView.Component;
export const rowsReady = lazyTurnView.preload();

export interface PreviewTurnsProps {
  items: MessageWithParts[];
  turnCount: number | undefined;
  complete: boolean;
}

/** The newest turns of the server's preview (timeline-preview.tsx); rendered on the server only. */
export function PreviewTurns({ items, turnCount, complete }: PreviewTurnsProps) {
  const turns = useMemo(() => groupMessagesIntoTurns(items), [items]);
  const numbers = turnNumbers(turns, { total: turnCount, complete });
  return (
    <div className="mb-auto">
      {turns.slice(-PREVIEW_TURNS).map((turn, i, shown) => (
        <div key={turn.id} className="border-b border-border/60">
          <RenderBoundary what="turn" raw={turn}>
            <TurnView turn={turn} number={numbers[turns.length - shown.length + i] ?? null} rich={false} highlighted={false} highlightPartId={null} />
          </RenderBoundary>
        </div>
      ))}
    </div>
  );
}
