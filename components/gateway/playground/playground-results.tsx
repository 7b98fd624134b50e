import type { GatewayCatalogModel, GatewayPlaygroundResult } from '@/lib/contract/types-gateway';
import { formatLatency } from '@/lib/format/latency';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { AttemptChain } from '../attempt-chain';

/** The results side by side: one card per picked model, the model that answered, its figures and its answer. */
export function PlaygroundResults({ results, models }: { results: GatewayPlaygroundResult[]; models: GatewayCatalogModel[] }) {
  const label = (id: string | null) => models.find((m) => m.id === id)?.label ?? id ?? '';
  return (
    <section aria-labelledby="playground-results-title" className="flex min-w-0 flex-col gap-2">
      <h3 id="playground-results-title" className="font-semibold">Results</h3>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {results.map((r) => (
          <li key={r.model} data-result={r.model} data-answered-by={r.answeredBy ?? ''} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3 text-sm">
            <RenderBoundary what="playground result" raw={r}>
              <div>
                <p className="font-medium">{label(r.model)}</p>
                <p className="font-mono text-xs break-all text-fg-muted">{r.model}</p>
              </div>
              {r.answeredBy && r.answeredBy !== r.model && (
                <p className="rounded bg-bg-subtle px-2 py-1 text-xs" data-fell-back>
                  Fell back to <span className="font-medium">{label(r.answeredBy)}</span> after {r.attempts.length - 1} failed {r.attempts.length === 2 ? 'attempt' : 'attempts'}.
                </p>
              )}
              {r.error ? (
                <p role="alert" className="text-xs text-danger">{r.error.message} <span className="font-mono">({r.error.code})</span></p>
              ) : (
                <p className="whitespace-pre-wrap break-words">{r.output}</p>
              )}
              <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 border-t border-border pt-2 text-xs">
                <dt className="text-fg-muted">Latency</dt>
                <dd data-figure="latency">{formatLatency(r.latencyMs)}</dd>
                <dt className="text-fg-muted">First token</dt>
                <dd>{formatLatency(r.ttftMs)}</dd>
                <dt className="text-fg-muted">Tokens in / out</dt>
                <dd data-figure="tokens">{formatTokens(r.inputTokens)} / {formatTokens(r.outputTokens)}</dd>
                <dt className="text-fg-muted">Cost</dt>
                <dd data-figure="cost">{formatCost(r.cost)}</dd>
              </dl>
              {r.attempts.length > 1 && (
                <AttemptChain
                  label={`Attempts for ${r.model}`}
                  steps={r.attempts.map((a) => {
                    const ok = a.final && !r.error;
                    return { attempt: a.attempt, model: a.routeModel, provider: a.provider, ok, outcome: ok ? 'answered' : (a.message ?? `failed ${a.status ?? ''}`), durationMs: a.durationMs };
                  })}
                />
              )}
            </RenderBoundary>
          </li>
        ))}
      </ul>
    </section>
  );
}
