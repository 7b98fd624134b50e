'use client';

import { useState, type FormEvent } from 'react';
import type { MintedToken, ServiceAccount } from '@/lib/contract/types-iam';
import { describeError } from '@/lib/errors/describe-error';
import { useCreateServiceAccount, useDeleteServiceAccount, useMintServiceAccountToken, useServiceAccounts } from '@/lib/sdk/react/service-accounts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SecretOnce } from '@/components/ui/secret-once';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { QueryList } from '@/components/ui/query-states';

/** Service accounts: an automated caller with its own assignments; a new one has no access until assigned. */
export function ServiceAccountsTab({ accountId, canManage, onAssign }: { accountId: string; canManage: boolean; onAssign: (sa: ServiceAccount) => void }) {
  const list = useServiceAccounts(accountId);
  const create = useCreateServiceAccount(accountId);
  const remove = useDeleteServiceAccount(accountId);
  const mint = useMintServiceAccountToken(accountId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [minted, setMinted] = useState<{ saId: string; token: MintedToken } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Name the service account');
    setError(null);
    try {
      await create.mutateAsync({ name: name.trim() });
      setName('');
    } catch (e) {
      setError(describeError(e).detail);
    }
  }

  return (
    <section aria-label="Service accounts" className="flex flex-col gap-4">
      {canManage && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <Field label="New service account" value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} placeholder="e.g. deploy-bot" className="min-w-56 flex-1" />
          <Button type="submit" variant="primary" pending={create.isPending}>Create</Button>
        </form>
      )}
      {mint.isError && <ErrorState error={mint.error} />}
      <QueryList
        query={list}
        loading={<Skeleton className="h-24 w-full" />}
        empty={<EmptyState title="No service accounts">Create one for CI or scripts; give it a role with an assignment.</EmptyState>}
      >
        {(sa) => (
          <li key={sa.id} className="flex flex-col gap-2 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{sa.name}</p>
                <p className="text-xs text-fg-muted">{sa.id} · {sa.token_count} active token{sa.token_count === 1 ? '' : 's'}{sa.description ? ` · ${sa.description}` : ''}</p>
              </div>
              {canManage && (
                <>
                  <Button size="sm" onClick={() => onAssign(sa)}>Assign a role</Button>
                  <Button size="sm" pending={mint.isPending && mint.variables?.id === sa.id} onClick={async () => setMinted({ saId: sa.id, token: await mint.mutateAsync({ id: sa.id, name: `${sa.name} key` }) })}>Mint token</Button>
                  <ConfirmButton label="Delete" aria-label={`Delete ${sa.name}`} title={`Delete ${sa.name}?`} description="Its tokens stop working and its assignments are removed." confirmLabel="Delete" onConfirm={() => remove.mutateAsync(sa.id)} />
                </>
              )}
            </div>
            {minted?.saId === sa.id && <SecretOnce secret={minted.token.token} onDone={() => setMinted(null)} />}
          </li>
        )}
      </QueryList>
    </section>
  );
}
