'use client';

import { parseAsString, useQueryState } from 'nuqs';
import { useState } from 'react';
import { FAILURE_KINDS, type FailureKind } from '@/lib/contract/gateway-routing';
import type { GatewayRoutePreview, GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { describeRoute } from '@/lib/gateway/describe-route';
import type { RoutingModel } from '@/lib/gateway/routing-policy';
import { useRoutingPreview, type SimulatedFailureMap } from '@/lib/sdk/react/gateway-config';
import { useModelDefaults } from '@/lib/sdk/react/model-defaults';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { AttemptChain } from '../attempt-chain';
import { FailurePicker } from '../failure-picker';
import { AgentDefaultPicker, AppliedDefault } from './agent-default-picker';

const SKIP_REASON: Record<GatewayRoutePreview['skipped'][number]['reason'], string> = {
  no_image_support: 'takes no images',
  already_tried: 'already tried',
  unknown_model: 'not in the catalog',
};

/** The models a policy can reach from `start` (the applied model default), in the order they first appear. */
function chainModels(policy: GatewayRoutingPolicy, start?: string): string[] {
  return [...new Set([start ?? policy.defaultModel, policy.visionModel, ...policy.fallbacks])];
}

/**
 * ★ The effective chain: simulate failures per model (or a whole provider down) and see, from the platform's
 * `routing.preview`, which model a text request and an image request reach. `policy` null: the draft is invalid.
 */
export function RoutePreviewPanel({ projectId, policy, models }: { projectId: string; policy: GatewayRoutingPolicy | null; models: readonly RoutingModel[] }) {
  const [failures, setFailures] = useState<SimulatedFailureMap>({});
  const [agentParam, setAgent] = useQueryState('agent', parseAsString);
  const defaults = useModelDefaults(projectId);
  const agents = defaults.data?.effective.map((e) => e.agent ?? '').filter(Boolean) ?? [];
  const agent = agentParam && agents.includes(agentParam) ? agentParam : '';
  const applied = agent ? defaults.data?.effective.find((e) => e.agent === agent) : defaults.data?.projectEffective;
  // Without a default, the draft's own default model starts the chain.
  const start = applied && applied.source !== 'routing' ? applied.model : undefined;
  const chain = policy ? chainModels(policy, start) : [];
  const providerOf = (id: string) => models.find((m) => m.id === id)?.provider ?? 'unknown';
  const providers = [...new Set(chain.map(providerOf))];
  const inChain: SimulatedFailureMap = Object.fromEntries(Object.entries(failures).filter(([m]) => chain.includes(m)));
  const down = providers.filter((p) => chain.filter((m) => providerOf(m) === p).every((m) => inChain[m]));
  const preview = useRoutingPreview(projectId, policy ? { policy, failures: inChain, ...(agent ? { agent } : {}) } : null);

  function setFailure(model: string, kind: FailureKind | '') {
    setFailures((current) => {
      const next = { ...current };
      if (kind) next[model] = kind;
      else delete next[model];
      return next;
    });
  }

  function toggleProvider(provider: string, isDown: boolean) {
    setFailures((current) => {
      const next = { ...current };
      for (const m of chain.filter((id) => providerOf(id) === provider)) {
        if (isDown) next[m] = 'unavailable';
        else delete next[m];
      }
      return next;
    });
  }

  return (
    <section aria-labelledby="route-preview-title" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <div>
        <h3 id="route-preview-title" className="font-semibold">Where requests go</h3>
        <p className="text-sm text-fg-muted">Simulate failures to see the model a request actually reaches under this policy. Nothing is sent to a provider.</p>
      </div>
      {!policy ? (
        <p className="text-sm text-fg-muted" data-preview-blocked>Fix the policy’s errors to see the preview.</p>
      ) : (
        <>
          {agents.length > 0 && <AgentDefaultPicker agents={agents} agent={agent} onChange={(a) => void setAgent(a || null)} />}
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">Providers down</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {providers.map((p) => (
                <label key={p} className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={down.includes(p)} onChange={(e) => toggleProvider(p, e.target.checked)} />
                  {p} is down
                </label>
              ))}
            </div>
          </fieldset>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">Failure per model</summary>
            <ul className="mt-2 flex flex-col gap-1">
              {chain.map((m) => (
                <FailurePicker key={m} model={m} value={inChain[m] ?? ''} onChange={(kind) => setFailure(m, kind)} />
              ))}
            </ul>
          </details>
          {preview.isError ? (
            <ErrorState error={preview.error} onRetry={() => preview.refetch()} />
          ) : !preview.data ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <div aria-busy={preview.isFetching} className="flex flex-col gap-3">
              <RenderBoundary what="route preview" raw={preview.data}>
                {preview.data.modelDefault && <AppliedDefault projectId={projectId} applied={preview.data.modelDefault} />}
                <RouteView route={preview.data.text} down={down} />
                <RouteView route={preview.data.vision} down={down} />
              </RenderBoundary>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function RouteView({ route, down }: { route: GatewayRoutePreview; down: string[] }) {
  const ok = route.result === 'answered';
  return (
    <div data-route={route.kind} data-answered-by={route.answeredBy ?? ''} className="rounded-md bg-bg-subtle p-3 text-sm">
      <p aria-live="polite" className={`font-medium ${ok ? '' : 'text-danger'}`}>{describeRoute(route, down)}</p>
      <div className="mt-2">
        <AttemptChain
          label={route.kind === 'vision' ? 'Attempts of a request with images' : 'Attempts of a text request'}
          steps={route.attempts.map((a) => ({
            attempt: a.attempt,
            model: a.model,
            provider: a.provider,
            ok: a.outcome === 'ok',
            outcome: a.outcome === 'ok' ? 'answers' : a.failure ? FAILURE_KINDS[a.failure].label : 'fails',
          }))}
        />
      </div>
      {route.skipped.length > 0 && (
        <p className="mt-1 text-xs text-fg-muted">Passed over: {route.skipped.map((s) => `${s.model} (${SKIP_REASON[s.reason]})`).join(', ')}</p>
      )}
    </div>
  );
}
