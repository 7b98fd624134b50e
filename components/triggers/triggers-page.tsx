'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import type { Trigger } from '@/lib/contract/types-triggers';
import { nextRuns, formatInZone } from '@/lib/triggers/next-runs';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useCreateTrigger, useFireTrigger, useRemoveTrigger, useSetTriggerActivation, useTriggers, useUpdateTrigger, type TriggerDraft } from '@/lib/sdk/react/triggers';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Modal } from '@/components/ui/modal';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';

// The form (cron preview, time zones, the manifest's agents) loads when a dialog opens, not with the list.
const TriggerForm = lazy(() => import('./trigger-form').then((m) => ({ default: m.TriggerForm })));

/** Only what the form changed, so editing who can open the sessions alone makes no manifest commit. */
function changedFields(before: Trigger, draft: TriggerDraft): Partial<TriggerDraft> {
  const changes: Partial<TriggerDraft> = {};
  if (draft.name !== before.name) changes.name = draft.name;
  if (draft.prompt_template !== before.prompt_template) changes.prompt_template = draft.prompt_template;
  if ((draft.agent ?? null) !== before.agent && draft.agent) changes.agent = draft.agent;
  if (draft.cron !== undefined && draft.cron !== before.cron) changes.cron = draft.cron;
  if (draft.timezone !== undefined && draft.timezone !== before.timezone) changes.timezone = draft.timezone;
  if (draft.secret_env !== undefined && draft.secret_env !== before.secret_env) changes.secret_env = draft.secret_env;
  if (draft.session_access && draft.session_access.mode !== before.session_access.mode) changes.session_access = draft.session_access;
  return changes;
}

function Schedule({ trigger, now }: { trigger: Trigger; now: Date }) {
  if (trigger.type === 'webhook') {
    return (
      <details className="text-xs">
        <summary className="cursor-pointer">Webhook URL and signing</summary>
        <p className="mt-1 break-all font-mono">{trigger.webhook_url}</p>
        <p className="mt-1 text-fg-muted">POST JSON; sign the raw body with HMAC-SHA256 using the value of the secret {trigger.secret_env ?? '(none set: unsigned requests are refused)'} and send it hex-encoded in the X-Platform-Signature header.</p>
      </details>
    );
  }
  if (trigger.type === 'monitor') return <span className="text-xs text-fg-muted">Runs when its monitor fires</span>;
  if (trigger.run_at) return <span className="text-xs">Once at {formatInZone(new Date(trigger.run_at), trigger.timezone)}</span>;
  const runs = nextRuns(trigger.cron, trigger.timezone, now, 1);
  return <span className="text-xs">{trigger.cron} · next {runs[0] ? `${formatInZone(runs[0], trigger.timezone)} (${trigger.timezone ?? 'UTC'})` : 'never'}</span>;
}

/**
 * Triggers: the next run in each trigger's own time zone, pause or resume all, create, edit, fire now, remove.
 * `seededAt`: when the server read the list it seeded; the next runs count from there, so both renders agree.
 */
export function TriggersPage({ projectId, seededAt }: { projectId: string; seededAt?: number }) {
  const detail = useProjectDetail(projectId);
  const triggers = useTriggers(projectId);
  const create = useCreateTrigger(projectId);
  const update = useUpdateTrigger(projectId);
  const remove = useRemoveTrigger(projectId);
  const fire = useFireTrigger(projectId);
  const activation = useSetTriggerActivation(projectId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Trigger | null>(null);
  const [fired, setFired] = useState<{ slug: string; session: string } | null>(null);
  const [now] = useState(() => new Date(seededAt ?? Date.now()));
  const permissions = detail.data?.permissions ?? [];
  const can = (action: string) => permissions.includes(action);
  const paused = triggers.data?.[0]?.paused ?? false;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Triggers</h1>
          <p className="text-sm text-fg-muted">Triggers live in the manifest: creating, editing or removing one makes a commit.{paused ? ' All triggers are paused.' : ''}</p>
        </div>
        <div className="flex gap-2">
          {can('project.trigger.update') && (triggers.data?.length ?? 0) > 0 && (
            <Button size="sm" pending={activation.isPending} onClick={() => activation.mutate(!paused)}>{paused ? 'Resume all' : 'Pause all'}</Button>
          )}
          {can('project.trigger.create') && (
            <Modal open={creating} onOpenChange={setCreating} title="New trigger" trigger={<Button size="sm" variant="primary">New trigger</Button>}>
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <TriggerForm projectId={projectId} submitLabel="Create" onSubmit={async (draft) => { await create.mutateAsync(draft); setCreating(false); }} />
              </Suspense>
            </Modal>
          )}
        </div>
      </header>
      {fired && (
        <p role="status" className="rounded-md border border-success/40 bg-success-bg p-2 text-sm">
          Fired {fired.slug}. <Link className="underline" href={`/projects/${projectId}/sessions/${fired.session}`}>Open the session it started</Link>
        </p>
      )}
      {(fire.isError || activation.isError) && <ErrorState error={fire.error ?? activation.error} />}
      {triggers.isLoading ? <Skeleton className="h-32 w-full" /> : triggers.isError ? <ErrorState error={triggers.error} onRetry={() => triggers.refetch()} /> : (triggers.data ?? []).length === 0 ? (
        <EmptyState title="No triggers">A trigger starts an agent on a schedule, an inbound webhook or a monitor.</EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {(triggers.data ?? []).map((t) => (
            <li key={t.id} className="flex flex-col gap-1 p-3" data-trigger={t.slug}>
              <RenderBoundary what="trigger" raw={t}>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 basis-full sm:basis-0 sm:flex-1"><span className="font-medium">{t.name}</span> <span className="text-xs text-fg-muted">{t.type} · {t.agent ?? 'default agent'}{t.enabled ? '' : ' · disabled'}</span></p>
                  {can('project.trigger.fire') && <Button size="sm" disabled={!t.enabled} pending={fire.isPending && fire.variables === t.slug} onClick={async () => setFired({ slug: t.slug, session: (await fire.mutateAsync(t.slug)).session_id })}>Fire now</Button>}
                  {can('project.trigger.update') && <Button size="sm" variant="ghost" onClick={() => setEditing(t)}>Edit</Button>}
                  {can('project.trigger.delete') && <ConfirmButton label="Remove" aria-label={`Remove ${t.name}`} title={`Remove ${t.name}?`} description="This commits the removal to the manifest." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(t.slug)} />}
                </div>
                <Schedule trigger={t} now={now} />
                <p className="truncate text-xs text-fg-muted">{t.prompt_template}</p>
                {t.last_session_id && <Link className="text-xs underline" href={`/projects/${projectId}/sessions/${t.last_session_id}`}>Last run’s session</Link>}
              </RenderBoundary>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title={`Edit ${editing?.name ?? 'trigger'}`}>
        {editing && (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <TriggerForm projectId={projectId} initial={editing} submitLabel="Save" onSubmit={async (draft) => { await update.mutateAsync({ id: editing.slug, changes: changedFields(editing, draft) }); setEditing(null); }} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
