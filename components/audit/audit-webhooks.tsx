'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useAuditWebhooks, useCreateAuditWebhook, useRemoveAuditWebhook, useUpdateAuditWebhook } from '@/lib/sdk/react/audit';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SecretOnce } from '@/components/ui/secret-once';
import { Skeleton } from '@/components/ui/states';
import { QueryList } from '@/components/ui/query-states';

/** SIEM webhooks: https endpoints that receive the stream, signed with a secret shown once (docs/OPERATIONS.md). */
export function AuditWebhooks({ accountId }: { accountId: string }) {
  const hooks = useAuditWebhooks(accountId);
  const create = useCreateAuditWebhook(accountId);
  const update = useUpdateAuditWebhook(accountId);
  const remove = useRemoveAuditWebhook(accountId);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^https:\/\/\S+$/.test(url.trim())) return setError('Enter an https:// URL');
    setError(null);
    try {
      setSecret((await create.mutateAsync({ url: url.trim() })).signing_secret);
      setUrl('');
    } catch (e) {
      setError(describeError(e).detail);
    }
  }
  return (
    <section aria-labelledby="hooks-title" className="flex flex-col gap-3">
      <h2 id="hooks-title" className="font-medium">SIEM webhooks</h2>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <Field label="Webhook URL" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://siem.example/hook" error={error ?? undefined} className="min-w-64 flex-1" />
        <Button type="submit" pending={create.isPending}>Add webhook</Button>
      </form>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      <QueryList query={hooks} loading={<Skeleton className="h-12 w-full" />} empty="No webhooks">
        {(h) => (
          <li key={h.id} className="flex flex-wrap items-center gap-2 p-2">
            <div className="min-w-0 flex-1"><p className="truncate font-mono text-xs">{h.url}</p><p className="text-xs text-fg-muted">{h.active ? 'Active' : 'Paused'} · secret {h.secret_prefix}…</p></div>
            <Button size="sm" onClick={() => update.mutate({ id: h.id, active: !h.active })}>{h.active ? 'Pause' : 'Resume'}</Button>
            <ConfirmButton label="Remove" aria-label={`Remove webhook ${h.url}`} title="Remove this webhook?" description="Its endpoint stops receiving events." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(h.id)} />
          </li>
        )}
      </QueryList>
    </section>
  );
}
