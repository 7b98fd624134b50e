'use client';

import { useState, type FormEvent } from 'react';
import type { EmailInstallation, EmailMode } from '@/lib/contract/types-channels';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { useConnectEmail, useDisconnectEmail, useSetEmailMode, useUpdateEmailPolicy } from '@/lib/sdk/react/channels';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { EMAIL_MODE_CHOICES } from './choices';
import { ManifestRecord } from './manifest-record';
import { ModePicker } from './mode-picker';

/** The email channel: an address at the demo mail domain, its mode and who may write to it. */
export function EmailCard({ projectId, email, canConnect, canDisconnect }: { projectId: string; email: EmailInstallation; canConnect: boolean; canDisconnect: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const setMode = useSetEmailMode(projectId);
  const disconnect = useDisconnectEmail(projectId);
  const connected = email.status === 'connected';
  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(describeError(e).detail);
    }
  };
  return (
    <section aria-labelledby="email-title" data-channel="email" data-status={email.status} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="email-title" className="font-medium">Email</h2>
        <span className="min-w-0 break-all text-sm">{connected ? email.address : 'Not connected'}</span>
      </header>
      {connected ? (
        <>
          <p className="text-sm text-fg-muted">Connected {formatDateTime(email.connected_at)}. Mail to {email.address} reaches the agent.</p>
          <ModePicker<EmailMode> name="email-mode" legend="How the agent replies" choices={EMAIL_MODE_CHOICES} current={email.mode} disabled={!canConnect} onSave={(mode) => run(() => setMode.mutateAsync(mode))} />
          <PolicyForm key={JSON.stringify(email.policy)} projectId={projectId} email={email} readOnly={!canConnect} />
          <ManifestRecord projectId={projectId} record={email.manifest} />
          {canDisconnect && (
            <div>
              <ConfirmButton
                label="Disconnect email"
                title="Disconnect email?"
                description={`${email.address} stops reaching the agent, and a commit removes the channel from the manifest.`}
                confirmLabel="Disconnect"
                onConfirm={() => run(() => disconnect.mutateAsync())}
              />
            </div>
          )}
        </>
      ) : (
        <>
          {canConnect ? <ConnectEmailForm projectId={projectId} domain={email.domain} /> : <p className="text-sm text-fg-muted">Project managers connect channels.</p>}
          <ManifestRecord projectId={projectId} record={email.manifest} />
        </>
      )}
      <FormAlert message={error} />
    </section>
  );
}

function ConnectEmailForm({ projectId, domain }: { projectId: string; domain: string }) {
  const connect = useConnectEmail(projectId);
  const [local, setLocal] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await connect.mutateAsync(local.trim() ? { local_part: local.trim() } : {});
    } catch (e) {
      setError(describeError(e).detail);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Connect email" className="flex flex-col gap-2">
      <p className="text-sm text-fg-muted">Gives the agent an address at the demo mail domain <code>{domain}</code>.</p>
      <Field label="Address name (optional)" value={local} maxLength={42} onChange={(e) => setLocal(e.target.value)} hint={`Leave empty for one from the project's id; the address is <name>@${domain}.`} error={error ?? undefined} />
      <div>
        <Button type="submit" variant="primary" disabled={connect.isPending}>{connect.isPending ? 'Connecting…' : 'Connect email'}</Button>
      </div>
    </form>
  );
}

function PolicyForm({ projectId, email, readOnly }: { projectId: string; email: EmailInstallation; readOnly: boolean }) {
  const update = useUpdateEmailPolicy(projectId);
  const [senders, setSenders] = useState(email.policy.allowed_senders.join('\n'));
  const [approval, setApproval] = useState(email.policy.require_approval);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const list = senders.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
    try {
      await update.mutateAsync({ allowed_senders: list, require_approval: approval });
      setSaved(true);
    } catch (e) {
      setError(describeError(e).detail);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Email policy" className="flex flex-col gap-2">
      <fieldset disabled={readOnly || update.isPending} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Policy</legend>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Allowed senders</span>
          <textarea value={senders} onChange={(e) => { setSenders(e.target.value); setSaved(false); }} rows={3} className="rounded-md border border-border bg-bg p-2 text-sm" aria-describedby="senders-hint" />
          <span id="senders-hint" className="text-xs text-fg-muted">One per line: an address (ana@example.com) or a domain (@example.com). Empty: anyone.</span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={approval} onChange={(e) => { setApproval(e.target.checked); setSaved(false); }} />
          A person approves each reply before it is sent
        </label>
      </fieldset>
      {!readOnly && (
        <div className="flex items-center gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>{update.isPending ? 'Saving…' : 'Save policy'}</Button>
          {saved && <span role="status" className="text-xs text-fg-muted">Policy saved.</span>}
        </div>
      )}
      <FormAlert message={error} />
    </form>
  );
}
