'use client';

import { useId, useState, type FormEvent } from 'react';
import { PLAYGROUND_MAX_MODELS, PLAYGROUND_MAX_PROMPT } from '@/lib/contract/gateway-routing';
import type { GatewayCatalogModel } from '@/lib/contract/types-gateway';
import { useLlmCatalog, usePlayground, type SimulatedFailureMap } from '@/lib/sdk/react/gateway-config';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { FailurePicker } from '../failure-picker';
import { NeedsPermission } from '../needs-permission';
import { PlaygroundResults } from './playground-results';

/** One prompt on up to 6 models, side by side; a picked model can be taken down to watch routing fall back. */
export function PlaygroundPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const canRun = detail.data?.permissions.includes('project.session.start') ?? false;
  const catalog = useLlmCatalog(projectId, canRun);
  const failed = [detail, catalog].find((q) => q.isError);
  return (
    <section aria-labelledby="playground-title" className="flex min-w-0 flex-col gap-4">
      <header>
        <h2 id="playground-title" className="text-lg font-semibold">Playground</h2>
        <p className="text-sm text-fg-muted">Try one prompt on up to {PLAYGROUND_MAX_MODELS} models and compare answers, latency, tokens and cost. Runs follow this project’s routing policy.</p>
      </header>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => failed.refetch()} />
      ) : detail.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : !canRun ? (
        <NeedsPermission permission="project.session.start" what="run prompts in the playground" />
      ) : !catalog.data ? (
        <Skeleton className="h-64 w-full" />
      ) : catalog.data.length === 0 ? (
        <EmptyState title="No models to try">The gateway offers no model to this project yet.</EmptyState>
      ) : (
        <Playground projectId={projectId} models={catalog.data} />
      )}
    </section>
  );
}

function Playground({ projectId, models }: { projectId: string; models: GatewayCatalogModel[] }) {
  const run = usePlayground(projectId);
  const [prompt, setPrompt] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [failures, setFailures] = useState<SimulatedFailureMap>({});
  const [errors, setErrors] = useState<{ prompt?: string; models?: string }>({});
  const promptId = useId();
  const full = picked.length >= PLAYGROUND_MAX_MODELS;

  function toggle(model: string, on: boolean) {
    if (on && full) return;
    setPicked((list) => (on ? [...list, model] : list.filter((m) => m !== model)));
    setErrors((e) => ({ ...e, models: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      prompt: prompt.trim() ? undefined : 'Write a prompt to send',
      models: picked.length ? undefined : 'Pick at least one model',
    };
    setErrors(found);
    if (found.prompt || found.models) return;
    const active = Object.fromEntries(Object.entries(failures).filter(([m]) => picked.includes(m)));
    run.mutate({ prompt: prompt.trim(), models: picked, ...(Object.keys(active).length ? { failures: active } : {}) });
  }

  const byProvider = new Map<string, GatewayCatalogModel[]>();
  for (const m of models) byProvider.set(m.provider, [...(byProvider.get(m.provider) ?? []), m]);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <form onSubmit={submit} noValidate aria-label="Run a prompt" className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={promptId} className="text-sm font-medium">Prompt</label>
          <textarea
            id={promptId}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            rows={4}
            maxLength={PLAYGROUND_MAX_PROMPT}
            aria-invalid={errors.prompt ? true : undefined}
            aria-describedby={errors.prompt ? `${promptId}-error` : undefined}
            placeholder="e.g. Summarise our refund policy in two sentences."
            className={`rounded-md border bg-bg p-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring ${errors.prompt ? 'border-danger' : 'border-border'}`}
          />
          {errors.prompt && <p id={`${promptId}-error`} className="text-xs text-danger">{errors.prompt}</p>}
        </div>
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby="playground-limit">
          <legend className="text-sm font-medium">Models <span className="font-normal text-fg-muted">({picked.length} of {PLAYGROUND_MAX_MODELS} picked)</span></legend>
          <p id="playground-limit" role="status" className={`text-xs ${full ? 'font-medium text-fg' : 'text-fg-muted'}`}>
            {full ? `${PLAYGROUND_MAX_MODELS} models picked: the playground runs at most ${PLAYGROUND_MAX_MODELS} at once, so the others are unavailable. Unpick one to choose another.` : `Pick up to ${PLAYGROUND_MAX_MODELS} models to compare.`}
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[...byProvider].map(([provider, list]) => (
              <div key={provider} role="group" aria-label={provider} className="flex flex-col gap-1">
                <p className="text-xs font-medium text-fg-muted uppercase">{provider}</p>
                {list.map((m) => {
                  const on = picked.includes(m.id);
                  return (
                    <label key={m.id} className={`flex items-center gap-2 text-sm ${!on && full ? 'text-fg-muted' : ''}`}>
                      <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => toggle(m.id, e.target.checked)} data-model={m.id} />
                      <span className="min-w-0 break-words">{m.label}</span>
                    </label>
                  );
                })}
              </div>
            ))}
          </div>
          {errors.models && <p role="alert" className="text-xs text-danger">{errors.models}</p>}
        </fieldset>
        {picked.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">Simulate an outage</summary>
            <p className="mt-1 text-xs text-fg-muted">A model taken down here fails; the request then falls back along the routing policy, as the gateway would.</p>
            <ul className="mt-2 flex flex-col gap-1">
              {picked.map((m) => (
                <FailurePicker key={m} model={m} value={failures[m] ?? ''} onChange={(kind) => setFailures((f) => { const next = { ...f }; if (kind) next[m] = kind; else delete next[m]; return next; })} />
              ))}
            </ul>
          </details>
        )}
        <div>
          <Button type="submit" variant="primary" pending={run.isPending}>Run on {picked.length || 'the picked'} {picked.length === 1 ? 'model' : 'models'}</Button>
        </div>
      </form>
      {run.isError && <ErrorState error={run.error} />}
      {run.data && <PlaygroundResults results={run.data.results} models={models} />}
    </div>
  );
}

