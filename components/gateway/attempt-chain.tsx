import { formatLatency } from '@/lib/format/latency';

/** One attempt along the fallback chain, as both the routing preview (predicted) and the playground (run) show it. */
export interface ChainStep {
  attempt: number;
  model: string;
  provider?: string | null;
  /** This attempt answered (or, in a preview, would answer). */
  ok: boolean;
  /** What happened, in words: "answers", "answered", a failure's label or message. */
  outcome: string;
  durationMs?: number;
}

/** The attempts of one request, in order: a dot for the outcome, the model, its provider, what happened, how long. */
export function AttemptChain({ label, steps }: { label: string; steps: readonly ChainStep[] }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1 text-xs">
      {steps.map((s) => (
        <li key={s.attempt} data-attempt={s.attempt} data-outcome={s.ok ? 'ok' : 'failed'} className="flex flex-wrap items-center gap-x-2">
          <span aria-hidden className={`size-2 shrink-0 rounded-full ${s.ok ? 'bg-success' : 'bg-danger'}`} />
          <span className="font-mono break-all">{s.attempt}. {s.model}</span>
          {s.provider && <span className="text-fg-muted">{s.provider}</span>}
          <span className={s.ok ? 'font-medium' : 'text-danger'}>{s.outcome}</span>
          {s.durationMs !== undefined && <span className="text-fg-muted">({formatLatency(s.durationMs)})</span>}
        </li>
      ))}
    </ol>
  );
}
