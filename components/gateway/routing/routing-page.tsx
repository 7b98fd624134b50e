'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import type { GatewayCatalogModel, GatewayRouting, GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { formatDateTime } from '@/lib/format/date';
import { diffPolicy } from '@/lib/gateway/policy-diff';
import { validateRoutingPolicy, type PolicyIssue } from '@/lib/gateway/routing-policy';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useLlmCatalog, useResetRouting, useRouting, useSetRouting } from '@/lib/sdk/react/gateway-config';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { ModelOptions } from './model-options';
import { LazyRoutePreviewPanel, preloadRoutePreview } from './lazy-route-preview';
import { SavePolicyDialog } from './save-policy-dialog';

// The chain editor carries dnd-kit (about 14 KB gzipped): it is its own chunk, fetched as the page mounts, so the
// routing page's first load stays within the gateway pages' JS budget.
const loadChain = () => import('./fallback-chain');
const FallbackChain = lazy(() => loadChain().then((m) => ({ default: m.FallbackChain })));

const FALLBACK_ON_CHOICES = [
  { value: 'transient', label: 'Transient errors only', detail: '429, 5xx and timeouts move to the next model; a 400 or 401 is the request’s own fault and fails at once. Recommended.' },
  { value: 'any-error', label: 'Any error', detail: 'Every failure moves to the next model, 400 and 401 included.' },
] as const;

/** The routing policy: default and vision model, the fallback chain, fallbackOn, with the live preview beside it. */
export function RoutingPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const catalog = useLlmCatalog(projectId);
  const routing = useRouting(projectId);
  const canEdit = detail.data?.permissions.includes('project.gateway.routing.edit') ?? false;
  useEffect(() => {
    void loadChain();
    preloadRoutePreview();
  }, []);
  const failed = [detail, catalog, routing].find((q) => q.isError);
  return (
    <section aria-labelledby="routing-title" className="flex min-w-0 flex-col gap-4">
      <header>
        <h2 id="routing-title" className="text-lg font-semibold">Routing</h2>
        <p className="text-sm text-fg-muted">Which model answers a request, and where it goes when that model fails. Each model is tried at most once.</p>
      </header>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => failed.refetch()} />
      ) : !detail.data || !catalog.data || !routing.data ? (
        <Skeleton className="h-64 w-full" />
      ) : catalog.data.length === 0 ? (
        <EmptyState title="No models to route">The gateway offers no model to this project yet.</EmptyState>
      ) : canEdit ? (
        <RoutingEditor projectId={projectId} routing={routing.data} models={catalog.data} />
      ) : (
        <ReadOnlyPolicy projectId={projectId} routing={routing.data} models={catalog.data} />
      )}
    </section>
  );
}

function issueAt(issues: PolicyIssue[], path: string): string | undefined {
  return issues.find((i) => i.path.join('.') === path)?.message;
}

function RoutingEditor({ projectId, routing, models }: { projectId: string; routing: GatewayRouting; models: GatewayCatalogModel[] }) {
  const [draft, setDraft] = useState<GatewayRoutingPolicy>(routing.policy);
  const [saved, setSaved] = useState<string | null>(null);
  const set = useSetRouting(projectId);
  const reset = useResetRouting(projectId);
  const check = validateRoutingPolicy(draft, models);
  const issues = check.ok ? [] : check.issues;
  const changes = diffPolicy(routing.policy, draft);
  const chainErrors = Object.fromEntries(issues.filter((i) => i.path[0] === 'fallbacks' && i.path.length === 2).map((i) => [Number(i.path[1]), i.message]));
  const update = (patch: Partial<GatewayRoutingPolicy>) => {
    setSaved(null);
    setDraft((d) => ({ ...d, ...patch }));
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
      <form aria-label="Routing policy" noValidate onSubmit={(e) => e.preventDefault()} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
        <SelectField label="Default model" value={draft.defaultModel} onChange={(e) => update({ defaultModel: e.target.value })} error={issueAt(issues, 'defaultModel')} hint="Answers every request that names no model.">
          <ModelOptions models={models} />
        </SelectField>
        <SelectField label="Vision model" value={draft.visionModel} onChange={(e) => update({ visionModel: e.target.value })} error={issueAt(issues, 'visionModel')} hint="Answers requests with images; only models that take images are offered.">
          <ModelOptions models={models} visionOnly />
        </SelectField>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Fallback chain</legend>
          <p className="text-xs text-fg-muted">Tried in this order when the first model fails. Drag a model by its handle, or focus the handle and use Space and the arrow keys, or the up and down buttons.</p>
          <Suspense fallback={<Skeleton className="h-28 w-full" />}>
            <FallbackChain fallbacks={draft.fallbacks} defaultModel={draft.defaultModel} models={models} onChange={(fallbacks) => update({ fallbacks })} errors={chainErrors} />
          </Suspense>
          {issueAt(issues, 'fallbacks') && <p className="text-xs text-danger">{issueAt(issues, 'fallbacks')}</p>}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Fall back on</legend>
          {FALLBACK_ON_CHOICES.map((c) => (
            <label key={c.value} className="flex items-start gap-2 text-sm">
              <input type="radio" name="fallbackOn" value={c.value} checked={draft.fallbackOn === c.value} onChange={() => update({ fallbackOn: c.value })} className="mt-1" />
              <span>
                <span className="font-medium">{c.label}</span>
                <span className="block text-xs text-fg-muted">{c.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          <SavePolicyDialog
            changes={changes}
            draft={draft}
            disabled={changes.length === 0 || !check.ok}
            onSave={async (policy) => {
              setDraft((await set.mutateAsync(policy)).policy);
              setSaved('Saved. Requests use the new policy now.');
            }}
          />
          {changes.length > 0 && <Button variant="ghost" onClick={() => update(routing.policy)}>Discard changes</Button>}
          {!routing.isDefault && (
            <ConfirmButton
              label="Reset to default"
              title="Reset to the platform default?"
              description="This project’s own policy is deleted and the platform’s default routing applies again, to every request from now on."
              confirmLabel="Reset"
              onConfirm={async () => {
                setDraft((await reset.mutateAsync()).policy);
                setSaved('Reset. The platform default applies.');
              }}
            />
          )}
        </div>
        <p className="text-xs text-fg-muted" role="status">
          {saved ?? (changes.length === 0 ? 'No unsaved changes.' : !check.ok ? `Fix ${issues.length === 1 ? 'the error' : `${issues.length} errors`} above to save.` : `${changes.length} unsaved ${changes.length === 1 ? 'change' : 'changes'}.`)}
          {' '}{routing.isDefault ? 'The platform default is in force.' : `Set ${formatDateTime(routing.updatedAt)}.`}
        </p>
      </form>
      <LazyRoutePreviewPanel projectId={projectId} policy={check.ok ? check.policy : null} models={models} />
    </div>
  );
}

function ReadOnlyPolicy({ projectId, routing, models }: { projectId: string; routing: GatewayRouting; models: GatewayCatalogModel[] }) {
  const { policy } = routing;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4 text-sm">
        <p className="text-xs text-fg-muted" role="note">Read-only: changing routing needs the <code>project.gateway.routing.edit</code> permission (project managers).</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">Default model</dt>
          <dd className="font-mono text-xs break-all">{policy.defaultModel}</dd>
          <dt className="font-medium">Vision model</dt>
          <dd className="font-mono text-xs break-all">{policy.visionModel}</dd>
          <dt className="font-medium">Fallback chain</dt>
          <dd>{policy.fallbacks.length ? <ol className="list-decimal pl-5 font-mono text-xs">{policy.fallbacks.map((m) => <li key={m}>{m}</li>)}</ol> : 'none'}</dd>
          <dt className="font-medium">Fall back on</dt>
          <dd>{FALLBACK_ON_CHOICES.find((c) => c.value === policy.fallbackOn)?.label ?? policy.fallbackOn}</dd>
        </dl>
        <p className="text-xs text-fg-muted">{routing.isDefault ? 'The platform default is in force.' : `Set ${formatDateTime(routing.updatedAt)}.`}</p>
      </div>
      <LazyRoutePreviewPanel projectId={projectId} policy={policy} models={models} />
    </div>
  );
}
