'use client';

import { useState } from 'react';
import type { ProviderTransition, ProviderTransitionStepView } from '@/lib/contract/types-sandboxes';
import { formatDateTime } from '@/lib/format/date';
import { useProviderTransition, useSetProvider } from '@/lib/sdk/react/sandboxes';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { queryWaiting } from '@/components/ui/query-states';

const STEP_WORDS: Record<ProviderTransitionStepView['step'], string> = { preparing: 'Preparing', verifying: 'Verifying', activating: 'Activating' };
const STEP_STATE: Record<ProviderTransitionStepView['state'], string> = { pending: 'waiting', running: 'in progress', done: 'done', failed: 'failed' };

function Steps({ transition }: { transition: ProviderTransition }) {
  if (transition.state === 'idle') return <p className="text-sm text-fg-muted">No switch has been started: {transition.serving} serves this project’s sandboxes.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        Switch from <strong>{transition.from}</strong> to <strong>{transition.target}</strong>:{' '}
        {transition.state === 'activated' ? 'activated' : transition.state === 'failed' ? 'failed' : `${transition.state}…`}
      </p>
      <ol className="flex flex-col gap-1 text-sm" aria-label="Steps of the switch">
        {transition.steps.map((step) => (
          <li key={step.step} data-step={step.step} data-step-state={step.state} className="flex flex-wrap items-center gap-2">
            <span aria-hidden className={step.state === 'done' ? 'text-success' : step.state === 'failed' ? 'text-danger' : step.state === 'running' ? 'text-accent' : 'text-fg-muted'}>
              {step.state === 'done' ? '✓' : step.state === 'failed' ? '✗' : step.state === 'running' ? '●' : '○'}
            </span>
            <span className="font-medium">{STEP_WORDS[step.step]}</span>
            <span className="text-xs text-fg-muted">
              {STEP_STATE[step.state]}
              {step.finished_at && (
                <>
                  {' · '}
                  <time dateTime={step.finished_at} suppressHydrationWarning>{formatDateTime(step.finished_at)}</time>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {transition.error && <p role="alert" className="text-sm text-danger">{transition.error}</p>}
    </div>
  );
}

/** The sandbox provider: which one serves, switching to another, and the switch shown step by step while it runs. */
export function ProviderPanel({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const transition = useProviderTransition(projectId);
  const setProvider = useSetProvider(projectId);
  const [choice, setChoice] = useState<string>('');
  const waiting = queryWaiting(transition, <Skeleton className="h-24 w-full" />);
  if (waiting) return waiting;
  const t = transition.data!;
  const running = t.state === 'preparing' || t.state === 'verifying' || t.state === 'activating';
  const selected = choice || t.serving;
  return (
    <section aria-labelledby="provider-heading" className="flex flex-col gap-3 rounded-lg border border-border p-4" data-transition-state={t.state} data-serving={t.serving}>
      <h2 id="provider-heading" className="font-semibold">Provider</h2>
      <p className="text-sm">
        Serving now: <strong data-testid="serving-provider">{t.providers.find((p) => p.id === t.serving)?.name ?? t.serving}</strong> ({t.serving}). The current provider keeps serving until a switch is activated.
      </p>
      {canWrite && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setProvider.mutate(selected);
          }}
        >
          <SelectField label="Switch to" value={selected} onChange={(e) => setChoice(e.target.value)} disabled={running}>
            {t.providers.map((p) => (
              <option key={p.id} value={p.id} disabled={!p.enabled}>
                {p.name} ({p.id}){p.default ? ' · default' : ''}{p.enabled ? '' : ' · not enabled'}
              </option>
            ))}
          </SelectField>
          <Button type="submit" size="sm" variant="primary" pending={setProvider.isPending} disabled={running || selected === t.serving}>
            Switch provider
          </Button>
        </form>
      )}
      {setProvider.isError && <ErrorState error={setProvider.error} />}
      {setProvider.data?.kind === 'project' && !running && <p role="status" className="text-sm">Applied at once: no preparation was needed.</p>}
      <Steps transition={t} />
    </section>
  );
}
