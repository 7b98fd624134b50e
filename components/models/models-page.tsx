'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { EffectiveModel, ModelDefaults, ModelPickerEntry } from '@/lib/contract/types-models';
import { formatDateTime } from '@/lib/format/date';
import { useModelDefaults, useModelPicker } from '@/lib/sdk/react/model-defaults';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { DefaultModelForm } from './default-model-form';
import { ModelCatalog } from './model-catalog';

export const SOURCE_LABEL: Record<EffectiveModel['source'], string> = {
  agent: 'Agent default',
  project: 'Project default',
  account: 'Account default',
  routing: 'Routing policy',
};

/** A project's model defaults: each agent's effective model and where it comes from, the scopes, and the catalog. */
export function ModelsPage({ projectId }: { projectId: string }) {
  const defaults = useModelDefaults(projectId);
  const picker = useModelPicker(projectId);
  const failed = [defaults, picker].find((q) => q.isError);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Models</h1>
        <p className="text-sm text-fg-muted">
          The model a request starts at: an agent’s default, else the project’s, else the account’s, else the routing policy’s default model. The{' '}
          <Link href={`/projects/${encodeURIComponent(projectId)}/gateway/routing`} className="underline underline-offset-2">routing policy</Link> then applies: its fallback chain, and the vision model for requests with images.
        </p>
      </header>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !defaults.data || !picker.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <RenderBoundary what="model defaults" raw={defaults.data}>
          <Defaults projectId={projectId} data={defaults.data} models={picker.data} />
        </RenderBoundary>
      )}
    </div>
  );
}

function Defaults({ projectId, data, models }: { projectId: string; data: ModelDefaults; models: ModelPickerEntry[] }) {
  const agentDefault = (agent: string) => data.agents.find((d) => d.agent === agent) ?? null;
  const notDeclared = data.agents.filter((d) => !data.effective.some((e) => e.agent === d.agent));
  return (
    <>
      <section aria-labelledby="effective-title" className="rounded-lg border border-border p-4">
        <h2 id="effective-title" className="font-medium">Effective model of each agent</h2>
        {data.effective.length === 0 ? (
          <EmptyState title="No agents declared">The manifest declares no agent: requests use the project default ({data.projectEffective.model}).</EmptyState>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {data.effective.map((e) => (
              <li key={e.agent} data-agent={e.agent} data-effective-model={e.model} data-effective-source={e.source} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{e.agent}</span>
                  <span className="text-sm"><code>{e.model}</code> <span className="text-fg-muted">· {SOURCE_LABEL[e.source]}</span></span>
                </div>
                <p className="text-xs text-fg-muted">{e.reason}</p>
                {data.can.editProject && (
                  <DefaultModelForm
                    key={`${e.agent}:${agentDefault(e.agent!)?.model ?? ''}`}
                    projectId={projectId}
                    target={{ scope: 'agent', agent: e.agent! }}
                    current={agentDefault(e.agent!)}
                    models={models}
                    label={`Default model of agent ${e.agent}`}
                    fallbackText="The project's default applies (or the account's, or the routing policy's)."
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {notDeclared.length > 0 && (
          <p className="mt-2 text-xs text-fg-muted">Defaults kept for agents the manifest no longer declares: {notDeclared.map((d) => `${d.agent} (${d.model})`).join(', ')}.</p>
        )}
      </section>

      <section aria-labelledby="scopes-title" className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2">
        <h2 id="scopes-title" className="font-medium md:col-span-2">Project and account defaults</h2>
        <ScopeCard
          title="Project default"
          detail={data.project ? `Set ${formatDateTime(data.project.updatedAt)}` : `Not set: requests without an agent default start at ${data.projectEffective.model} (${SOURCE_LABEL[data.projectEffective.source].toLowerCase()}).`}
        >
          {data.can.editProject ? (
            <DefaultModelForm key={`project:${data.project?.model ?? ''}`} projectId={projectId} target={{ scope: 'project' }} current={data.project} models={models} label="Project default model" fallbackText="The account's default applies (or the routing policy's)." />
          ) : (
            <ReadOnly model={data.project?.model} who="Project managers" />
          )}
        </ScopeCard>
        <ScopeCard title="Account default" detail={data.account ? `Set ${formatDateTime(data.account.updatedAt)}; applies to every project of the account.` : 'Not set. It applies to every project of the account.'}>
          {data.can.editAccount ? (
            <DefaultModelForm key={`account:${data.account?.model ?? ''}`} projectId={projectId} target={{ scope: 'account' }} current={data.account} models={models} label="Account default model" fallbackText={`The routing policy's default model (${data.routingDefault}) applies.`} />
          ) : (
            <ReadOnly model={data.account?.model} who="Account owners and admins" />
          )}
        </ScopeCard>
      </section>

      <section aria-labelledby="catalog-title" className="rounded-lg border border-border p-4">
        <h2 id="catalog-title" className="font-medium">Model catalog</h2>
        <p className="text-sm text-fg-muted">The models a default can name. Prices are the gateway’s list prices.</p>
        <ModelCatalog models={models} />
      </section>
    </>
  );
}

function ScopeCard({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <p className="text-xs text-fg-muted">{detail}</p>
      {children}
    </div>
  );
}

function ReadOnly({ model, who }: { model: string | undefined; who: string }) {
  return (
    <p className="text-sm">
      {model ? <code>{model}</code> : 'No default'}
      <span className="block text-xs text-fg-muted">{who} change this.</span>
    </p>
  );
}
