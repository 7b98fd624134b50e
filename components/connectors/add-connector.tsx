'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { CatalogEntry } from '@/lib/contract/types-connectors';
import { errorText as messageOf } from './error-text';
import { useConnectorCatalog, useConnectorConfig, useCreateConnector, useStartManagedConnect, useValidateToken } from '@/lib/sdk/react/connectors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { countNoun } from '@/lib/format/count';

/** The catalog, then the chosen app's form: name and an API key checked before it is saved, or the demo OAuth consent. */
export function AddConnector({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const catalog = useConnectorCatalog(projectId);
  const [chosen, setChosen] = useState<CatalogEntry | null>(null);
  const apps = (catalog.data ?? []).filter((e) => !e.needs);
  return (
    <section aria-labelledby="add-connector-title" className="flex flex-col gap-3 rounded-lg border border-border p-3" data-add-connector>
      <div className="flex items-center gap-2">
        <h2 id="add-connector-title" className="min-w-0 flex-1 font-medium">{chosen ? `Add ${chosen.name}` : 'Add a connector from the catalog'}</h2>
        <Button variant="ghost" size="sm" onClick={chosen ? () => setChosen(null) : onDone}>{chosen ? 'Back to the catalog' : 'Cancel'}</Button>
      </div>
      {chosen ? (
        <AppForm projectId={projectId} app={chosen} onDone={onDone} />
      ) : catalog.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : catalog.isError ? (
        <ErrorState error={catalog.error} onRetry={() => catalog.refetch()} />
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {apps.map((app) => (
              <li key={app.id}>
                <button type="button" data-catalog-app={app.id} onClick={() => setChosen(app)} className="flex h-full w-full flex-col items-start gap-1 rounded-md border border-border p-3 text-left hover:bg-bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  <span className="font-medium">{app.name}</span>
                  <span className="text-xs text-fg-muted">{app.description}</span>
                  <span className="text-xs text-fg-muted">{app.auth === 'oauth' ? 'OAuth consent' : 'API key'} · {countNoun(app.actions.length, 'tool')}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-fg-muted">Custom MCP, OpenAPI, GraphQL and HTTP connectors are declared in the manifest, where the manifest rules check them.</p>
        </>
      )}
    </section>
  );
}

function AppForm({ projectId, app, onDone }: { projectId: string; app: CatalogEntry; onDone: () => void }) {
  const router = useRouter();
  const config = useConnectorConfig(projectId);
  const create = useCreateConnector(projectId);
  const connect = useStartManagedConnect(projectId);
  const validate = useValidateToken();
  const [name, setName] = useState(app.name);
  const [slug, setSlug] = useState(app.id.replace(/_/g, '-'));
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function check() {
    setKeyError(undefined);
    const result = await validate.mutateAsync({ token: key.trim(), app: app.id }).catch((e: unknown) => ({ valid: false, reason: messageOf(e) }));
    setChecked(result.valid);
    if (!result.valid) setKeyError(result.reason ?? 'The provider refused this key');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (app.auth === 'oauth') {
        const started = await connect.mutateAsync({ app: app.id, slug, name });
        router.push(started.authorize_url);
        return;
      }
      if (!key.trim()) {
        setKeyError('Paste the API key');
        return;
      }
      await create.mutateAsync({ app: app.id, slug, name, api_key: key.trim() });
      setKey('');
      onDone();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const busy = create.isPending || connect.isPending;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-fg-muted">{app.description}. Tools: {app.actions.join(', ')}.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={128} />
        <Field label="Slug" value={slug} onChange={(e) => setSlug(e.target.value)} required hint="Tools are named <slug>.<action>" pattern="[a-z0-9][a-z0-9_-]*" />
      </div>
      {app.auth === 'api_key' ? (
        <div className="flex flex-col gap-2">
          <Field
            label="API key"
            type="password"
            autoComplete="off"
            value={key}
            onChange={(e) => {
              setKey(e.target.value);
              setChecked(false);
              setKeyError(undefined);
            }}
            error={keyError}
            hint={<>Write-only: stored encrypted, never shown again. {config.data ? `Demo keys are ${config.data.demo_key_format}.` : null}</>}
          />
          <div className="flex items-center gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={check} disabled={!key.trim() || validate.isPending}>Check key</Button>
            {checked && <span role="status" data-key-valid className="text-xs text-success">The provider accepts this key</span>}
          </div>
        </div>
      ) : (
        <p className="text-sm">You will be asked to allow access on the demo provider&apos;s consent page; its token is stored encrypted and never shown.</p>
      )}
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>{app.auth === 'oauth' ? 'Continue to consent' : 'Add connector'}</Button>
      </div>
    </form>
  );
}
