'use client';

import { ForbiddenNotice } from '@/components/shell/forbidden-notice';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { SECRET_NAME_PATTERN } from '@/lib/contract/secret-name';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useRemoveSecret, useSecrets, useSetSecretStrategy, useUpsertSecret, type SecretStrategyChoice } from '@/lib/sdk/react/secrets';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { POLICY_TEXT } from './policy-text';
import { formatDateTime } from '@/lib/format/date';
import { QueryStates, queryWaiting } from '@/components/ui/query-states';
import { DataTable } from '@/components/ui/data-table';

const hostsOf = (text: string) => text.split(/[\s,]+/).map((h) => h.trim().toLowerCase()).filter(Boolean);

function PolicyFields({ strategy, onStrategy, hosts, onHosts, egressEnabled, projectId, error }: { strategy: SecretStrategyChoice; onStrategy: (s: SecretStrategyChoice) => void; hosts: string; onHosts: (h: string) => void; egressEnabled: boolean; projectId: string; error?: string }) {
  return (
    <>
      <SelectField label="Policy" value={strategy} onChange={(e) => onStrategy(e.target.value as SecretStrategyChoice)} hint={POLICY_TEXT[strategy].detail}>
        {(Object.keys(POLICY_TEXT) as SecretStrategyChoice[]).map((s) => (
          <option key={s} value={s} disabled={s === 'egress' && !egressEnabled}>{POLICY_TEXT[s].label}{s === 'egress' && !egressEnabled ? ' — needs the secrets_egress flag' : ''}</option>
        ))}
      </SelectField>
      {!egressEnabled && (
        <p className="text-xs text-fg-muted" data-egress-disabled>
          Egress-only secrets are turned off for this project (flag <code>secrets_egress</code>). A manager can turn it on under <Link href={`/projects/${projectId}#flags-title`} className="underline">Feature flags</Link>.
        </p>
      )}
      {strategy === 'egress' && <Field label="Allowed hosts" value={hosts} onChange={(e) => onHosts(e.target.value)} placeholder="api.stripe.com, api.example.com" hint="HTTPS only; separate hosts with commas or spaces." error={error} />}
    </>
  );
}

/** Project secrets: write-only values (never shown again), the exposure policy of each, and the agents that may read it. */
export function SecretsPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const permissions = detail.data?.permissions ?? [];
  const canRead = permissions.includes('project.secret.read');
  const canWrite = permissions.includes('project.secret.write');
  const egressEnabled = detail.data?.features.find((f) => f.feature === 'secrets_egress')?.enabled ?? false;
  const secrets = useSecrets(projectId, canRead);
  const upsert = useUpsertSecret(projectId);
  const setStrategy = useSetSecretStrategy(projectId);
  const remove = useRemoveSecret(projectId);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [strategy, setStrategyChoice] = useState<SecretStrategyChoice>('runtime');
  const [hosts, setHosts] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!SECRET_NAME_PATTERN.test(name)) found.name = 'Use UPPER_SNAKE_CASE: letters, digits and _, starting with a letter';
    if (!value) found.value = 'Enter a value';
    if (strategy === 'egress' && hostsOf(hosts).length === 0) found.hosts = 'List at least one host';
    setErrors(found);
    setSaved(null);
    if (Object.keys(found).length) return;
    try {
      await upsert.mutateAsync({ name, value, policy: { strategy, ...(strategy === 'egress' ? { hosts: hostsOf(hosts) } : {}) } });
      setSaved(name);
      setValue('');
    } catch (e) {
      const placed = formErrorsFrom(e, ['name', 'value', 'hosts'] as const, { alias: { policy: 'hosts' } });
      setErrors({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) });
    }
  }

  const waiting = queryWaiting(detail, <Skeleton className="h-40 w-full" />);
  if (waiting) return waiting;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Secrets</h1>
        <p className="text-sm text-fg-muted">Values are write-only: once saved, nobody can read them back here, through the API or in the audit log.</p>
      </header>
      {!detail.data ? (
        detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <Skeleton className="h-32 w-full" />
      ) : !canRead ? (
        <ForbiddenNotice title="You cannot see this project’s secrets" permission="project.secret.read" />
      ) : (
        <>
          {canWrite && (
            <form onSubmit={submit} noValidate aria-label="Add or replace a secret" className="flex flex-col gap-3 rounded-lg border border-border p-4">
              <FormAlert message={errors.form} />
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Field label="Name" value={name} onChange={(e) => setName(e.target.value.toUpperCase())} placeholder="STRIPE_API_KEY" error={errors.name} autoComplete="off" />
                <Field label="Value" type="password" value={value} onChange={(e) => setValue(e.target.value)} error={errors.value} autoComplete="new-password" hint="Saving an existing name replaces its value." />
              </div>
              <PolicyFields strategy={strategy} onStrategy={setStrategyChoice} hosts={hosts} onHosts={setHosts} egressEnabled={egressEnabled} projectId={projectId} error={errors.hosts} />
              {saved && <p role="status" className="text-sm text-success">Saved {saved}. Its value will not be shown again.</p>}
              <div><Button type="submit" variant="primary" pending={upsert.isPending}>Save secret</Button></div>
            </form>
          )}
          {setStrategy.isError && <ErrorState error={setStrategy.error} />}
          <QueryStates
            query={secrets}
            loading={<Skeleton className="h-24 w-full" />}
            empty={<EmptyState title="No secrets yet">Add one above; agents read it according to its policy and the manifest’s secrets scopes.</EmptyState>}
          >
            {(list) => (
              <DataTable label="Secrets" what="secret" rows={list} rowKey={(s) => s.name} rowData={(s) => ({ 'data-secret-name': s.name })}
                columns={[
                  { id: 'name', header: 'Name', width: 'minmax(10rem,1.2fr)', cell: (s) => <span className="font-mono">{s.name}</span> },
                  {
                    id: 'policy', header: 'Policy', width: 'minmax(12rem,2fr)',
                    cell: (s) => (
                      <>
                        {canWrite ? <PolicySelect name={s.name} current={s.strategy} egressEnabled={egressEnabled} onSave={(strategy, hosts) => setStrategy.mutateAsync({ name: s.name, strategy, hosts })} /> : <span>{POLICY_TEXT[s.strategy].label}</span>}
                        <p className="mt-1 text-xs text-fg-muted">
                          {POLICY_TEXT[s.strategy].detail}{s.hosts.length ? ` Hosts: ${s.hosts.join(', ')}.` : ''} Agents that may read it: {s.agents.length ? s.agents.join(', ') : 'none (no agent lists it in its secrets scope)'}.
                        </p>
                      </>
                    ),
                  },
                  { id: 'updated', header: 'Updated', width: '9rem', cell: (s) => <span className="text-xs text-fg-muted">{formatDateTime(s.updated_at)}</span> },
                  {
                    id: 'actions', header: <span className="sr-only">Actions</span>, width: '6rem', align: 'end', hideLabelWhenStacked: true,
                    cell: (s) => (canWrite ? <ConfirmButton label="Remove" aria-label={`Remove ${s.name}`} title={`Remove ${s.name}?`} description="Sessions started from now on no longer get it." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(s.name)} /> : null),
                  },
                ]}
              />
            )}
          </QueryStates>
        </>
      )}
    </div>
  );
}

/** The policy of one secret; egress asks for its hosts inline before saving. */
function PolicySelect({ name, current, egressEnabled, onSave }: { name: string; current: SecretStrategyChoice; egressEnabled: boolean; onSave: (s: SecretStrategyChoice, hosts?: string[]) => Promise<unknown> }) {
  const [askHosts, setAskHosts] = useState(false);
  const [hosts, setHosts] = useState('');
  if (askHosts) {
    return (
      <form className="flex items-end gap-2" onSubmit={(e) => { e.preventDefault(); const list = hostsOf(hosts); if (list.length) void onSave('egress', list).then(() => setAskHosts(false)); }}>
        <Field label={`Hosts for ${name}`} value={hosts} onChange={(e) => setHosts(e.target.value)} placeholder="api.example.com" />
        <Button type="submit" size="sm" disabled={hostsOf(hosts).length === 0}>Save</Button>
        <Button size="sm" variant="ghost" onClick={() => setAskHosts(false)}>Cancel</Button>
      </form>
    );
  }
  return (
    <select aria-label={`Policy of ${name}`} value={current} onChange={(e) => {
      const next = e.target.value as SecretStrategyChoice;
      if (next === 'egress') setAskHosts(true);
      else void onSave(next);
    }} className="h-8 rounded-md border border-border bg-bg px-2">
      {(Object.keys(POLICY_TEXT) as SecretStrategyChoice[]).map((p) => <option key={p} value={p} disabled={p === 'egress' && !egressEnabled}>{POLICY_TEXT[p].label}</option>)}
    </select>
  );
}
