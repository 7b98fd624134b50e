'use client';

import { useState, type FormEvent } from 'react';
import type { ConnectorInfo } from '@/lib/contract/types-connectors';
import { useConnectorConfig, useRemoveConnector, useSetConnection, useSetConnectorCredential, useSyncConnector, useUpdateConnector, type ConnectorSetting } from '@/lib/sdk/react/connectors';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { errorText } from './error-text';
import { countNoun } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/date';

const STATE_LABEL = { active: 'Connected', revoked: 'Revoked' } as const;

/** One connector: its connection state, who uses it, and (for managers) its settings, credential, sync and removal. */
export function ConnectorRow({ projectId, connector: c, canWrite, canManage }: { projectId: string; connector: ConnectorInfo; canWrite: boolean; canManage: boolean }) {
  const setConnection = useSetConnection(projectId);
  const remove = useRemoveConnector(projectId);
  const [open, setOpen] = useState(false);
  const needsCredential = c.connection.credential === 'missing';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {/* Below sm the name takes the whole line and the state and actions wrap under it. */}
        <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <span className="font-medium">{c.name}</span> <span className="font-mono text-xs text-fg-muted">{c.slug} · {c.provider}{c.source === 'manifest' ? ' · manifest' : ''}</span>
          {c.sensitive && <span className="ml-2 rounded bg-bg-muted px-1.5 py-0.5 text-xs">Sensitive</span>}
        </p>
        <span data-connection-status={c.connection.status} className="inline-flex items-center gap-1 text-xs font-medium">
          <span aria-hidden className={`size-2 rounded-full ${c.connection.status === 'active' ? (needsCredential ? 'bg-warning' : 'bg-success') : 'bg-danger'}`} />
          {c.connection.status === 'active' && needsCredential ? 'Needs a credential' : STATE_LABEL[c.connection.status]}
        </span>
        {canManage && (c.connection.status === 'active' ? (
          <ConfirmButton label="Revoke" aria-label={`Revoke the ${c.name} connection`} title={`Revoke the ${c.name} connection?`} description={c.required_by.length ? `${c.required_by.join(', ')} cannot start sessions until it is restored.` : 'Agents lose its tools until it is restored.'} confirmLabel="Revoke" onConfirm={() => setConnection.mutateAsync({ connectionId: c.connection.id, active: false })} />
        ) : (
          <ConfirmButton variant="secondary" label="Restore" aria-label={`Restore the ${c.name} connection`} title={`Restore the ${c.name} connection?`} description="Agents get its tools again." confirmLabel="Restore" onConfirm={() => setConnection.mutateAsync({ connectionId: c.connection.id, active: true })} />
        ))}
        {canWrite && (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-label={`Settings of ${c.name}`} onClick={() => setOpen((o) => !o)}>
            {open ? 'Close settings' : 'Settings'}
          </Button>
        )}
      </div>
      <p className="text-xs text-fg-muted">
        Used by {c.agents.length ? c.agents.join(', ') : 'no agent'}{c.required_by.length ? ` · required by ${c.required_by.join(', ')}` : ''} · {countNoun(c.tools, 'tool')} · {c.auth === 'oauth' ? 'OAuth' : c.auth === 'api_key' ? 'API key' : 'no credential'}{c.connection.credential === 'set' ? ' set' : ''}
        {c.connection.scope === 'user' ? ' · each user authorizes' : ''}
      </p>
      {open && canWrite && (
        <div className="mt-2 flex flex-col gap-3 rounded-md border border-border p-3" data-connector-settings={c.slug}>
          <Settings projectId={projectId} connector={c} />
          {c.auth === 'api_key' && c.source === 'api' && <CredentialForm projectId={projectId} connector={c} />}
          {c.source === 'api' ? (
            <div>
              <ConfirmButton
                label="Remove connector"
                title={`Remove ${c.name}?`}
                description={`Its ${countNoun(c.tools, 'tool')} disappear for ${c.agents.length ? c.agents.join(', ') : 'every agent'}; its stored credential, connection, tool policies and unused setup links are deleted. Sessions already started keep their history. This cannot be undone.`}
                confirmLabel="Remove"
                onConfirm={() => remove.mutateAsync(c.slug)}
              />
            </div>
          ) : (
            <p className="text-xs text-fg-muted">Declared in the manifest: remove it there (a change request), or revoke its connection here.</p>
          )}
        </div>
      )}
    </>
  );
}

function Settings({ projectId, connector: c }: { projectId: string; connector: ConnectorInfo }) {
  const update = useUpdateConnector(projectId);
  const sync = useSyncConnector(projectId);
  const config = useConnectorConfig(projectId);
  const [name, setName] = useState(c.name);
  const [error, setError] = useState<string | null>(null);
  const save = (setting: ConnectorSetting) => {
    setError(null);
    update.mutate({ slug: c.slug, setting }, { onError: (e) => setError(errorText(e)) });
  };
  const modes = config.data?.credential_modes ?? ['shared'];
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (name.trim()) save({ kind: 'name', value: name.trim() });
        }}
      >
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} className="min-w-0 flex-1" error={name.trim() ? undefined : 'A name is required'} />
        <Button type="submit" size="sm" variant="secondary" disabled={!name.trim() || name.trim() === c.name}>Rename</Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Credential mode" value={c.credential_mode} onChange={(e) => save({ kind: 'mode', value: e.target.value as 'shared' | 'personal' })} hint={modes.length === 1 ? 'platform_version 2 allows only shared' : 'personal: each user brings a credential'}>
          {(['shared', 'personal'] as const).map((m) => <option key={m} value={m} disabled={!modes.includes(m)}>{m}</option>)}
        </SelectField>
        <SelectField label="Authorization" value={c.authorization_strategy} onChange={(e) => save({ kind: 'strategy', value: e.target.value as 'project' | 'user' })}>
          <option value="project">The project&apos;s credential</option>
          <option value="user">Each user&apos;s own</option>
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={c.sensitive} onChange={(e) => save({ kind: 'sensitive', value: e.target.checked })} />
          Sensitive (its outputs are treated as sensitive data)
        </label>
        <Button size="sm" variant="secondary" onClick={() => sync.mutate(c.slug, { onError: (e) => setError(errorText(e)) })} disabled={sync.isPending}>Sync tools</Button>
        <span className="text-xs text-fg-muted" data-synced-at={c.synced_at ?? ''}>
          {c.synced_at ? (
            <>
              Synced <time dateTime={c.synced_at} suppressHydrationWarning>{formatDateTime(c.synced_at)}</time>
            </>
          ) : (
            'Never synced'
          )}
        </span>
      </div>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
    </div>
  );
}

function CredentialForm({ projectId, connector: c }: { projectId: string; connector: ConnectorInfo }) {
  const setCredential = useSetConnectorCredential(projectId);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!key.trim()) return setError('Paste the API key');
    try {
      await setCredential.mutateAsync({ slug: c.slug, apiKey: key.trim() });
      setKey('');
      setError(undefined);
      setSaved(true);
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <Field label={c.connection.credential === 'set' ? 'Replace the API key' : 'API key'} type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} error={error} className="min-w-0 flex-1" hint="Write-only: checked, stored encrypted, never shown." />
      <Button type="submit" size="sm" disabled={setCredential.isPending}>Save key</Button>
      {saved && <p role="status" className="w-full text-xs text-success">Key saved.</p>}
    </form>
  );
}
