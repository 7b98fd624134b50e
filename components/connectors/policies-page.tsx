'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import type { ProjectToolPolicy, ToolAction } from '@/lib/contract/types-connectors';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useConnectors, useTools } from '@/lib/sdk/react/connector-reads';
import { useConnectorPolicies, useProjectPolicies, useSetProjectPolicies } from '@/lib/sdk/react/tool-policies';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { errorText } from './error-text';

import { ACTION_LABEL } from './policy-labels';

// The effect table (the policy decision for every tool, in a DataTable) sits below the rules: its own chunk.
const PolicyEffectTable = lazy(() => import('./policy-effect-table').then((m) => ({ default: m.PolicyEffectTable })));

/** Per-agent tool policies in one place: the rules, and what they decide for every tool of the chosen agent. */
export function PoliciesPage({ projectId }: { projectId: string }) {
  const policies = useProjectPolicies(projectId);
  // Held here: the editor remounts with the saved rules, and the "Saved" note must outlive it.
  const save = useSetProjectPolicies(projectId);
  if (policies.isLoading) return <Skeleton className="h-48 w-full" />;
  if (policies.isError) return <ErrorState error={policies.error} onRetry={() => policies.refetch()} />;
  return <PolicyEditor key={JSON.stringify(policies.data)} projectId={projectId} saved={policies.data ?? []} save={save} />;
}

function PolicyEditor({ projectId, saved, save }: { projectId: string; saved: ProjectToolPolicy[]; save: ReturnType<typeof useSetProjectPolicies> }) {
  const detail = useProjectDetail(projectId);
  const connectors = useConnectors(projectId);
  const tools = useTools(projectId, '');
  const slugs = useMemo(() => (connectors.data ?? []).map((c) => c.slug), [connectors.data]);
  const connectorPolicies = useConnectorPolicies(projectId, slugs);
  const [rules, setRules] = useState<ProjectToolPolicy[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const agents = useMemo(() => [...new Set((connectors.data ?? []).flatMap((c) => c.agents))].sort(), [connectors.data]);
  const [agent, setAgent] = useState<string>('');
  const shownAgent = agent || agents[0] || '';
  const canWrite = detail.data?.permissions.includes('project.connector.write') ?? false;
  const dirty = JSON.stringify(rules) !== JSON.stringify(saved);

  const update = (i: number, patch: Partial<ProjectToolPolicy>) => setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const invalid = rules.some((r) => !r.tool.trim());

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync(rules.map((r) => ({ ...r, tool: r.tool.trim() })));
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="rules-title" className="flex flex-col gap-3">
        <div>
          <h2 id="rules-title" className="font-medium">Rules</h2>
          <p className="text-sm text-fg-muted">A rule names an agent (or all agents) and a tool or a glob (<code>payments.refund_*</code>). The most specific wins: the agent&apos;s own rule, then an all-agents rule, then the connector&apos;s policy, then Allow.</p>
        </div>
        {rules.length === 0 ? (
          <EmptyState title="No per-agent rules">Connector policies and the default (Allow) apply.</EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Rules">
            {rules.map((r, i) => (
              <li key={i} className="grid items-end gap-2 rounded-md border border-border p-2 sm:grid-cols-[10rem_minmax(0,1fr)_11rem_auto]" data-policy-rule={i}>
                <SelectField label="Agent" value={r.agent} onChange={(e) => update(i, { agent: e.target.value })} disabled={!canWrite}>
                  <option value="*">All agents</option>
                  {[...new Set([...agents, r.agent])].filter((a) => a !== '*').map((a) => <option key={a} value={a}>{a}</option>)}
                </SelectField>
                <Field label="Tool" value={r.tool} list="policy-tools" onChange={(e) => update(i, { tool: e.target.value })} error={r.tool.trim() ? undefined : 'Name a tool or a glob'} disabled={!canWrite} />
                <SelectField label="Action" value={r.action} onChange={(e) => update(i, { action: e.target.value as ToolAction })} disabled={!canWrite}>
                  {(Object.keys(ACTION_LABEL) as ToolAction[]).map((a) => <option key={a} value={a}>{ACTION_LABEL[a]}</option>)}
                </SelectField>
                {canWrite && <Button variant="ghost" size="sm" aria-label={`Remove rule ${i + 1}`} onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}>Remove</Button>}
              </li>
            ))}
          </ul>
        )}
        <datalist id="policy-tools">{(tools.data ?? []).map((t) => <option key={t.name} value={t.name} />)}</datalist>
        {canWrite && (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => setRules((rs) => [...rs, { agent: shownAgent || '*', tool: '', action: 'require_approval' }])}>Add rule</Button>
            <span className="flex-1" />
            {dirty && <Button variant="ghost" size="sm" onClick={() => setRules(saved)}>Discard</Button>}
            <Button size="sm" onClick={submit} disabled={!dirty || invalid || save.isPending} data-save-policies>Save rules</Button>
          </div>
        )}
        {save.isSuccess && !dirty && <p role="status" className="text-xs text-success">Saved: new sessions follow these rules.</p>}
        {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      </section>

      <section aria-labelledby="effect-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <h2 id="effect-title" className="font-medium">Effect{dirty ? ' (unsaved)' : ''}</h2>
            <p className="text-sm text-fg-muted">What a call of each tool by this agent does.</p>
          </div>
          <SelectField label="Agent" value={shownAgent} onChange={(e) => setAgent(e.target.value)}>
            {agents.map((a) => <option key={a} value={a}>{a}</option>)}
          </SelectField>
        </div>
        {tools.isLoading || connectorPolicies.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : tools.isError ? (
          <ErrorState error={tools.error} onRetry={() => tools.refetch()} />
        ) : !shownAgent ? (
          <EmptyState title="No agent uses a connector">Give an agent connectors in the manifest to see their effect.</EmptyState>
        ) : (
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <PolicyEffectTable tools={tools.data ?? []} agent={shownAgent} rules={rules} connectorPolicies={connectorPolicies.data} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
