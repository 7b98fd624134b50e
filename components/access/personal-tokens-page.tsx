'use client';

import { useState, type FormEvent } from 'react';
import type { MintedToken } from '@/lib/contract/types-iam';
import { EXPIRY_PRESETS, expiryFromChoice, type ExpiryChoice } from '@/lib/iam/expiry';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { useCreatePersonalToken, usePersonalTokens, useRevokePersonalToken } from '@/lib/sdk/react/personal-tokens';
import { useProjects } from '@/lib/sdk/react/projects';
import { useCurrentAccount } from '@/components/shell/use-current-account';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SecretOnce } from '@/components/ui/secret-once';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/states';
import { ExpiryField } from './expiry-field';
import { formatDateTime } from '@/lib/format/date';
import { QueryStates } from '@/components/ui/query-states';
import { DataTable } from '@/components/ui/data-table';

/** Personal API keys (PATs): act exactly as you, on one account or one project; shown once. */
export function PersonalTokensPage() {
  const { account } = useCurrentAccount();
  const tokens = usePersonalTokens();
  const projects = useProjects(account?.id ?? null);
  const create = useCreatePersonalToken();
  const revoke = useRevokePersonalToken();
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>({ kind: 'preset', id: EXPIRY_PRESETS[3].id });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [minted, setMinted] = useState<MintedToken | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name the key, so you can tell it apart later';
    const expiresAt = expiryFromChoice(expiry, Date.now());
    if (!expiresAt.ok) found.expiry = expiresAt.message;
    setErrors(found);
    if (Object.keys(found).length || !expiresAt.ok || !account) return;
    try {
      setMinted(await create.mutateAsync({ name: name.trim(), accountId: account.id, ...(projectId ? { projectId } : {}), ...(expiresAt.value ? { expiresAt: expiresAt.value } : {}) }));
      setName('');
    } catch (e) {
      const placed = formErrorsFrom(e, ['name', 'expiry'] as const, { alias: { expiresAt: 'expiry', expires_at: 'expiry' } });
      setErrors({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) });
    }
  }

  const projectName = (id: string) => projects.data?.find((p) => p.id === id)?.name ?? id;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Personal API keys</h1>
        <p className="text-sm text-fg-muted">A key acts exactly as you, with your assignments. A project-scoped key is refused (403) in every other project. Use one per script or CI job.</p>
      </header>
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-4" noValidate aria-label="Create a personal API key">
        <FormAlert message={errors.form} />
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} placeholder="e.g. nightly export" />
        <SelectField label="Scope" value={projectId} onChange={(e) => setProjectId(e.target.value)} hint={account ? `Account ${account.name}` : undefined}>
          <option value="">Every project of the account</option>
          {(projects.data ?? []).map((p) => <option key={p.id} value={p.id}>Only {p.name}</option>)}
        </SelectField>
        <ExpiryField value={expiry} onChange={setExpiry} error={errors.expiry} />
        <div><Button type="submit" variant="primary" pending={create.isPending} disabled={!account}>Create key</Button></div>
        {minted && <SecretOnce secret={minted.token} onDone={() => setMinted(null)} />}
      </form>
      <section aria-labelledby="keys-title">
        <h2 id="keys-title" className="mb-2 font-medium">Your keys</h2>
        <QueryStates query={tokens} loading={<Skeleton className="h-20 w-full" />} empty="No personal API keys">
          {(list) => (
            <DataTable label="Your keys" what="key" rows={list} rowKey={(t) => t.id} rowData={(t) => ({ 'data-token': t.id })}
              columns={[
                { id: 'name', header: 'Name', width: 'minmax(8rem,1.5fr)', cell: (t) => <span className="font-medium">{t.name}</span> },
                { id: 'prefix', header: 'Key', width: '9rem', cell: (t) => <code>{t.prefix}…</code> },
                { id: 'scope', header: 'Scope', width: 'minmax(8rem,1fr)', cell: (t) => (t.project_id ? <span title={t.project_id}>Only {projectName(t.project_id)}</span> : 'Whole account') },
                { id: 'expiry', header: 'Expiry', width: 'minmax(8rem,1fr)', cell: (t) => (t.expires_at ? `Expires ${formatDateTime(t.expires_at)}` : 'No expiry') },
                {
                  id: 'actions', header: <span className="sr-only">Actions</span>, width: '6rem', align: 'end', hideLabelWhenStacked: true,
                  cell: (t) => <ConfirmButton label="Revoke" aria-label={`Revoke ${t.name}`} title={`Revoke ${t.name}?`} description="Scripts using this key stop working at once." confirmLabel="Revoke" onConfirm={() => revoke.mutateAsync(t.id)} />,
                },
              ]}
            />
          )}
        </QueryStates>
      </section>
    </div>
  );
}
