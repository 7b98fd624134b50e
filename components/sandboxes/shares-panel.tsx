'use client';

import { useState, type FormEvent } from 'react';
import type { CreatedSandboxShare, SandboxShare } from '@/lib/contract/types-sandboxes';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { formatDateTime } from '@/lib/format/date';
import { useCreateShare, useProjectSandboxes, useRevokeShare, useSandboxShares } from '@/lib/sdk/react/sandboxes';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryList, queryWaiting } from '@/components/ui/query-states';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';

const FIELDS = ['sandboxId', 'port', 'ttl', 'label'] as const;
type FieldName = (typeof FIELDS)[number];
const STATE_WORDS: Record<SandboxShare['state'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** The freshly made link, shown this once: its key is not kept anywhere the console can read again. */
function LinkOnce({ share, onDone }: { share: CreatedSandboxShare; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const url = typeof window === 'undefined' ? share.url : new URL(share.url, window.location.origin).toString();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-success/40 bg-bg-subtle p-3 text-sm" data-share-link>
      <p className="font-medium">Copy this link now: it is shown once. Anyone with it reaches port {share.port} until {formatDateTime(share.expires_at)}.</p>
      <code className="break-all rounded bg-bg-muted px-2 py-1 font-mono text-xs" data-share-url>{url}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied('yes');
            } catch {
              setCopied('failed');
            }
          }}
        >
          {copied === 'yes' ? 'Copied' : 'Copy link'}
        </Button>
        <a className="inline-flex h-8 items-center rounded-md px-3 text-sm underline" href={url} target="_blank" rel="noreferrer">Open</a>
        <Button size="sm" variant="ghost" onClick={onDone}>Done</Button>
      </div>
      {copied === 'failed' && <p className="text-xs text-danger">The browser refused the clipboard; select the link and copy it by hand.</p>}
    </div>
  );
}

/** Shares of a sandbox's port: create one (port rules as a manifest app's), see each one's expiry, revoke. */
export function SharesPanel({ projectId }: { projectId: string }) {
  const sandboxes = useProjectSandboxes(projectId);
  const [sandboxId, setSandboxId] = useState<string | null>(null);
  const chosen = sandboxId ?? sandboxes.data?.find((s) => s.state !== 'unavailable')?.id ?? null;
  const shares = useSandboxShares(projectId, chosen);
  const create = useCreateShare(projectId);
  const revoke = useRevokeShare(projectId);
  const [form, setForm] = useState({ port: '3000', ttl: '60', label: '' });
  const [errors, setErrors] = useState<{ fields: Partial<Record<FieldName, string>>; form?: string }>({ fields: {} });
  const [created, setCreated] = useState<CreatedSandboxShare | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const port = Number(form.port);
    const minutes = Number(form.ttl);
    const local: Partial<Record<FieldName, string>> = {};
    if (!Number.isInteger(port) || port < 1 || port > 65535) local.port = 'Give a port between 1 and 65535';
    else if (port === 7331 || port === 8080) local.port = 'Ports 7331 (agent runtime) and 8080 (platform proxy) cannot be shared';
    if (!Number.isInteger(minutes) || minutes < 1) local.ttl = 'The link must last at least 1 minute';
    if (Object.keys(local).length > 0) return setErrors({ fields: local });
    setErrors({ fields: {} });
    try {
      setCreated(await create.mutateAsync({ sandboxId: chosen, port, ttl: minutes * 60, ...(form.label.trim() ? { label: form.label.trim() } : {}) }));
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
    }
  }

  const waiting = queryWaiting(sandboxes, <Skeleton className="h-24 w-full" />);
  return (
    <section aria-labelledby="shares-heading" className="flex flex-col gap-3">
      <h2 id="shares-heading" className="font-semibold">Shares</h2>
      {waiting ?? ((sandboxes.data ?? []).length === 0 ? (
        <EmptyState title="No sandboxes">Each session has a sandbox; start a session to share one of its ports.</EmptyState>
      ) : (
        <>
          <form className="flex flex-col gap-2 rounded-lg border border-border p-3" onSubmit={submit} noValidate>
            <FormAlert message={errors.form} />
            <SelectField label="Sandbox" value={chosen ?? ''} onChange={(e) => setSandboxId(e.target.value)} error={errors.fields.sandboxId}>
              {(sandboxes.data ?? []).map((s) => (
                <option key={s.id} value={s.id} disabled={s.state === 'unavailable'}>
                  {s.session_title} ({s.id}){s.state === 'unavailable' ? ' · unavailable' : ''}
                </option>
              ))}
            </SelectField>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Field label="Port" inputMode="numeric" value={form.port} onChange={(e) => setForm({ ...form, port: e.target.value })} error={errors.fields.port} />
              <Field label="Expires after (minutes)" inputMode="numeric" value={form.ttl} onChange={(e) => setForm({ ...form, ttl: e.target.value })} error={errors.fields.ttl} />
              <Field label="Label (optional)" value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} error={errors.fields.label} autoComplete="off" />
            </div>
            <div className="flex justify-end">
              <Button type="submit" size="sm" variant="primary" pending={create.isPending}>Share port</Button>
            </div>
          </form>
          {created && <LinkOnce share={created} onDone={() => setCreated(null)} />}
          {revoke.isError && <ErrorState error={revoke.error} />}
          <QueryList query={shares} loading={<Skeleton className="h-16 w-full" />} empty={<EmptyState title="No shares of this sandbox" />}>
            {(s) => (
              <li key={s.token} className="flex flex-wrap items-center gap-2 p-3" data-share={s.token} data-share-state={s.state}>
                <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  Port <span className="font-mono">{s.port}</span>
                  {s.label ? ` · ${s.label}` : ''} · <span className={s.state === 'active' ? 'text-success' : 'text-fg-muted'}>{STATE_WORDS[s.state]}</span>
                  <span className="block text-xs text-fg-muted">
                    {s.state === 'revoked' && s.revoked_at ? 'Revoked' : s.state === 'expired' ? 'Expired' : 'Expires'}{' '}
                    <time dateTime={s.state === 'revoked' && s.revoked_at ? s.revoked_at : s.expires_at} suppressHydrationWarning>
                      {formatDateTime(s.state === 'revoked' && s.revoked_at ? s.revoked_at : s.expires_at)}
                    </time>
                  </span>
                </p>
                {s.state === 'active' && (
                  <ConfirmButton label="Revoke" aria-label={`Revoke the share of port ${s.port}`} title={`Revoke the share of port ${s.port}?`} description="Its link stops working at once." confirmLabel="Revoke" onConfirm={() => revoke.mutateAsync({ sandboxId: s.sandbox_id, token: s.token })} />
                )}
              </li>
            )}
          </QueryList>
        </>
      ))}
    </section>
  );
}
