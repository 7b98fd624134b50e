'use client';

import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format/date';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { useAddSource, useMarketplaceSources, useMarketplaces, useRemoveSource } from '@/lib/sdk/react/marketplace';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';

function AddSourceForm({ accountId }: { accountId: string }) {
  const add = useAddSource();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const errors = add.error ? formErrorsFrom(add.error, ['url', 'name'] as const) : { fields: {} as Partial<Record<'url' | 'name', string>>, form: undefined };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ url: url.trim(), name: name.trim() || undefined, account_id: accountId }, { onSuccess: () => { setUrl(''); setName(''); } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border border-border p-3" aria-label="Add a source" noValidate>
      <FormAlert message={errors.form} />
      <Field label="Source URL" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} error={errors.fields.url} hint="https only, on a public host name." />
      <Field label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} error={errors.fields.name} />
      <div>
        <Button type="submit" variant="primary" size="sm" pending={add.isPending} disabled={url.trim() === ''}>Add source</Button>
      </div>
    </form>
  );
}

/** The marketplaces items come from, and the sources this account added by URL (owners and admins manage them). */
export function SourcesPanel({ accountId, canManage }: { accountId: string | null; canManage: boolean }) {
  const markets = useMarketplaces();
  const sources = useMarketplaceSources();
  const remove = useRemoveSource();
  const mine = (sources.data ?? []).filter((s) => s.account_id === accountId);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="markets-heading">
        <h2 id="markets-heading" className="mb-2 text-sm font-semibold">Marketplaces</h2>
        {markets.isLoading ? <Skeleton className="h-16 w-full" /> : markets.isError ? <ErrorState error={markets.error} onRetry={() => markets.refetch()} /> : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {(markets.data ?? []).map((m) => (
              <li key={m.id} className="p-3"><span className="font-medium">{m.name}</span> <span className="text-xs text-fg-muted">{m.official ? 'official · ' : ''}{m.item_count} items</span><p className="text-xs">{m.description}</p></li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sources-heading" className="flex flex-col gap-2">
        <h2 id="sources-heading" className="text-sm font-semibold">Sources added by URL</h2>
        <p className="text-xs text-fg-muted">The embedded platform records a source but never fetches it (it makes no outbound calls), so a source lists no items here.</p>
        {sources.isLoading ? <Skeleton className="h-16 w-full" /> : sources.isError ? <ErrorState error={sources.error} onRetry={() => sources.refetch()} /> : mine.length === 0 ? (
          <EmptyState title="No sources added">{canManage ? 'Add a marketplace by its https URL.' : 'Account owners and admins can add one.'}</EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {mine.map((s) => (
              <li key={s.id} data-source={s.id} className="flex flex-wrap items-center gap-2 p-3">
                <p className="min-w-0 basis-full sm:basis-0 sm:flex-1"><span className="font-medium">{s.name}</span> <span className="break-all font-mono text-xs">{s.url}</span> <span className="text-xs text-fg-muted">added by {s.created_by} on {formatDate(s.created_at)}</span></p>
                {canManage && <ConfirmButton label="Remove" aria-label={`Remove source ${s.name}`} title={`Remove ${s.name}?`} description="Items already installed from it stay installed." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(s.id)} />}
              </li>
            ))}
          </ul>
        )}
        {canManage && accountId && <AddSourceForm accountId={accountId} />}
      </section>
    </div>
  );
}
