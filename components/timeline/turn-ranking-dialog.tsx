'use client';

// Loaded lazily: only when the reader asks for the turns by cost.
import { useEffect, useMemo, useState } from 'react';
import type { MessageWithParts } from '@/lib/sdk';
import { formatCost, formatDuration, formatTokens } from '@/lib/sdk/format';
import { deepLinkHash } from '@/lib/timeline/deep-link';
import { measureTurns, rankTurns, type RankedTurn, type TurnRankKey } from '@/lib/timeline/turn-ranking';
import { Modal } from '@/components/ui/modal';
import { ErrorState, Spinner } from '@/components/ui/states';

const KEYS: Array<{ key: TurnRankKey; label: string }> = [
  { key: 'cost', label: 'Cost' },
  { key: 'duration', label: 'Duration' },
  { key: 'tokens', label: 'Tokens' },
];

export interface TurnRankingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves with every message of the session (reads the older pages still missing). */
  loadAll: () => Promise<MessageWithParts[]>;
}

/** The session's turns ranked by cost (or duration, tokens); choosing one jumps to it through its deep link. */
export default function TurnRankingDialog({ open, onOpenChange, loadAll }: TurnRankingDialogProps) {
  const [turns, setTurns] = useState<RankedTurn[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [key, setKey] = useState<TurnRankKey>('cost');
  useEffect(() => {
    let live = true;
    loadAll().then(
      (messages) => live && setTurns(measureTurns(messages)),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [loadAll]);
  const ranked = useMemo(() => (turns ? rankTurns(turns, key, 20) : []), [turns, key]);
  const jump = (turn: RankedTurn) => {
    onOpenChange(false);
    // A hash-only address: no reload; the reader's deep-link handling reads older pages if needed, scrolls and highlights.
    window.location.assign(deepLinkHash({ kind: 'turn', id: turn.turnId }));
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Turns by cost" description="The session's most expensive, longest or largest turns. Choose one to go to it.">
      <div className="flex flex-col gap-3" data-turn-ranking={turns ? key : undefined}>
        <div role="group" aria-label="Rank turns by" className="flex gap-1">
          {KEYS.map((k) => (
            <button key={k.key} type="button" aria-pressed={key === k.key} onClick={() => setKey(k.key)} className={`h-8 rounded-md border px-3 text-sm ${key === k.key ? 'border-accent bg-bg-muted font-medium' : 'border-border hover:bg-bg-muted'}`}>
              {k.label}
            </button>
          ))}
        </div>
        {error ? (
          <ErrorState error={error} />
        ) : !turns ? (
          <Spinner label="Reading every turn" />
        ) : ranked.length === 0 ? (
          <p className="text-sm">This session has no turns yet.</p>
        ) : (
          <ol className="max-h-[50vh] divide-y divide-border overflow-auto rounded-md border border-border">
            {ranked.map((turn, i) => (
              <li key={turn.turnId}>
                <button type="button" onClick={() => jump(turn)} className="flex w-full flex-wrap items-baseline gap-x-3 px-3 py-2 text-left text-sm hover:bg-bg-muted" data-ranked-turn={turn.turnId} data-rank={i + 1} data-cost={turn.cost}>
                  <span className="font-medium">{turn.number !== null ? `Turn ${turn.number}` : 'Turn'}</span>
                  <span className="tabular-nums">{formatCost(turn.cost)}</span>
                  <span className="tabular-nums text-fg-muted">{turn.durationMs !== null ? formatDuration(turn.durationMs) : 'unfinished'}</span>
                  <span className="tabular-nums text-fg-muted">{formatTokens(turn.tokens)} tokens</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
