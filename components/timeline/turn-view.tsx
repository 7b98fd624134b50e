'use client';

import { memo, useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { classifyTurn, formatCost, formatDuration, formatTokens, getShellModePart, getTurnError, type Turn } from '@/lib/sdk';
import { prop, str } from '@/lib/sdk/util';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { turnAnchor } from '@/lib/timeline/deep-link';
import { totalTokens, turnCost, turnDurationMs } from '@/lib/timeline/turn-meta';
import { shownParts } from './classified';
import { CopyLink } from './copy-link';
import { RichText } from './rich-text';
import { PartView } from './part-view';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { FilePart } from './renderers/file';

export interface TurnViewProps {
  turn: Turn;
  /** The turn's number in the session (turnNumbers, from the summary's turnCount); null for unnumbered turns. */
  number: number | null;
  rich: boolean;
  highlighted: boolean;
  highlightPartId: string | null;
}

function UserSection({ turn, rich }: { turn: Turn; rich: boolean }) {
  const parts = turn.user ? shownParts(turn.user) : [];
  const shell = getShellModePart(turn);
  if (shell) {
    const command = str(prop(prop(shell.state, 'input'), 'command')) ?? '';
    return (
      <p className="font-mono text-sm">
        <span className="text-fg-muted">Shell: </span>
        {command}
      </p>
    );
  }
  if (!turn.user) return <p className="text-xs italic text-fg-muted">Continued from an earlier turn</p>;
  return (
    <div className="space-y-2">
      {parts.map(({ part, key }) =>
        part.kind === 'text' ? (
          <div key={key} id={`part-${part.id}`}>
            <RichText text={part.text} rich={rich} />
          </div>
        ) : part.kind === 'file' ? (
          <div key={key} id={`part-${part.id}`}>
            <FilePart part={part} raw={undefined} rich={false} />
          </div>
        ) : null,
      )}
    </div>
  );
}

function TurnFooter({ turn }: { turn: Turn }) {
  const { cost, tokens, figures } = useMemo(() => {
    const summary = turnCost(turn);
    return { cost: summary, tokens: totalTokens(summary), figures: summary.tokens };
  }, [turn]);
  const duration = formatDuration(turnDurationMs(turn));
  const last = turn.assistants[turn.assistants.length - 1];
  const model = str(prop(prop(last, 'info'), 'modelID'));
  if (!last) return null;
  return (
    <footer className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
      {duration && <span title="Turn duration">{duration}</span>}
      <span title={cost.estimated ? 'Estimated from tokens for some steps' : 'Cost of this turn'} data-turn-cost={cost.cost}>
        {formatCost(cost.cost)}
        {cost.estimated && ' (est.)'}
      </span>
      {tokens > 0 && (
        <span
          title={`input ${formatTokens(figures.input)} · output ${formatTokens(figures.output)} · reasoning ${formatTokens(figures.reasoning)} · cache read ${formatTokens(figures.cacheRead)} · cache write ${formatTokens(figures.cacheWrite)}`}
        >
          {formatTokens(tokens)} tokens
        </span>
      )}
      {model && <span className="font-mono">{model}</span>}
    </footer>
  );
}

function TurnViewImpl({ turn, number, rich: near, highlighted, highlightPartId }: TurnViewProps) {
  // Once rendered rich, a row stays rich while mounted: no flicker back to plain text at the margin.
  const [wasNear, setWasNear] = useState(near);
  if (near && !wasNear) setWasNear(true);
  const rich = near || wasNear;
  const classified = useMemo(() => classifyTurn(turn.assistants), [turn]);
  const created = prop(prop(prop(turn.user ?? turn.assistants[0], 'info'), 'time'), 'created');
  const error = getTurnError(turn);
  return (
    <article
      id={turnAnchor(turn.id)}
      data-turn-id={turn.id}
      aria-label={number !== null ? `Turn ${number}` : 'Turn'}
      data-turn-number={number ?? undefined}
      className={cn('space-y-3 rounded-lg border border-transparent px-3 py-3', highlighted && 'border-accent bg-accent/5')}
    >
      <div data-reveal-scope className="flex items-start gap-3 rounded-md bg-bg-subtle px-3 py-2">
        <div className="min-w-0 flex-1">
          <UserSection turn={turn} rich={rich} />
        </div>
        <div className="flex shrink-0 items-center gap-1 text-xs text-fg-muted">
          {number !== null && <span className="tabular-nums">#{number}</span>}
          {typeof created === 'number' && <time dateTime={isoDateTime(created)} suppressHydrationWarning>{formatDateTime(created)}</time>}
          <CopyLink target={{ kind: 'turn', id: turn.id }} label={number !== null ? `Copy link to turn ${number}` : 'Copy link to this turn'} />
        </div>
      </div>
      {turn.assistants.map((message) =>
        shownParts(message).map(({ part, raw, key }) => (
          <RenderBoundary key={key} what="part" raw={raw}>
            <PartView part={part} raw={raw} rich={rich} highlighted={highlightPartId !== null && key === highlightPartId} />
          </RenderBoundary>
        )),
      )}
      {error && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm">
          <p className="font-medium text-danger">{classified.error && !classified.error.aborted ? classified.error.name || 'Error' : 'Error'}</p>
          <p className="whitespace-pre-wrap break-words text-xs">{error}</p>
        </div>
      )}
      {classified.error?.aborted && <p className="text-xs italic text-fg-muted">Interrupted</p>}
      <TurnFooter turn={turn} />
    </article>
  );
}

function sameMessages(a: Turn, b: Turn): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.user !== b.user || a.assistants.length !== b.assistants.length) return false;
  return a.assistants.every((m, i) => m === b.assistants[i]);
}

/** One turn: the user's message, the assistant's parts through the registry, errors and figures. */
export const TurnView = memo(TurnViewImpl, (prev, next) =>
  sameMessages(prev.turn, next.turn) &&
  prev.number === next.number &&
  prev.rich === next.rich &&
  prev.highlighted === next.highlighted &&
  prev.highlightPartId === next.highlightPartId,
);
