'use client';

import { useState, type FormEvent } from 'react';
import type { SetupLinkKind } from '@/lib/contract/types-connectors';
import { SECRET_NAME_PATTERN } from '@/lib/contract/secret-name';
import { useConnectors } from '@/lib/sdk/react/connector-reads';
import { useCreateSetupLink, useRevokeSetupLink, useSetupLinks } from '@/lib/sdk/react/setup-links';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { LazySecretOnce, preloadSecretOnce } from '@/components/ui/lazy-secret-once';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { errorText } from './error-text';
import { formatDateTime } from '@/lib/format/date';
import { ForbiddenNotice } from '@/components/shell/forbidden-notice';
import { queryWaiting } from '@/components/ui/query-states';
import { canOpenConnectorTab } from '@/lib/iam/sections';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';

const TTL_CHOICES = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 7 * 86_400, label: '7 days' },
];
const STATUS_TEXT = { pending: 'Waiting', used: 'Used', expired: 'Expired', revoked: 'Revoked' } as const;

/** One-use links for a person without project access: create (copy once), see used or not, revoke. */
export function SetupLinksPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const canSee = canOpenConnectorTab(detail.data?.permissions, '/setup-links');
  const links = useSetupLinks(projectId, canSee);
  const revoke = useRevokeSetupLink(projectId);
  const waiting = queryWaiting(detail, <Skeleton className="h-48 w-full" />);
  if (waiting) return waiting;
  if (!canSee) return <ForbiddenNotice title="You cannot see or create setup links in this project" permission="project.secret.write" />;
  return (
    <div className="flex flex-col gap-6">
      <CreateLink projectId={projectId} />
      <section aria-labelledby="links-title" className="flex flex-col gap-2">
        <h2 id="links-title" className="font-medium">Links</h2>
        {links.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : links.isError ? (
          <ErrorState error={links.error} onRetry={() => links.refetch()} />
        ) : (links.data ?? []).length === 0 ? (
          <EmptyState title="No setup links yet">Create one above; its recipient needs no account.</EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {(links.data ?? []).map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2 p-3" data-setup-link={l.id} data-link-status={l.status}>
                <RenderBoundary what="setup link" raw={l}>
                  <p className="min-w-0 flex-1">
                    <span className="font-mono text-xs">{l.name}</span> <span className="text-xs text-fg-muted">· {l.kind === 'secret' ? 'secret' : 'connector'}{l.note ? ` · ${l.note}` : ''}</span>
                    <span className="block text-xs text-fg-muted">
                      {l.status === 'used' && l.used_at ? `Used ${formatDateTime(l.used_at)}` : l.status === 'pending' ? `Expires ${formatDateTime(l.expires_at)}` : STATUS_TEXT[l.status]}
                    </span>
                  </p>
                  <span className="text-xs font-medium" data-status-label>{STATUS_TEXT[l.status]}</span>
                  {l.status === 'pending' && (
                    <ConfirmButton label="Revoke" aria-label={`Revoke the link for ${l.name}`} title={`Revoke the link for ${l.name}?`} description="Whoever holds it can no longer use it." confirmLabel="Revoke" onConfirm={() => revoke.mutateAsync(l.id)} />
                  )}
                </RenderBoundary>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreateLink({ projectId }: { projectId: string }) {
  const create = useCreateSetupLink(projectId);
  const connectors = useConnectors(projectId);
  const linkable = (connectors.data ?? []).filter((c) => c.source === 'api' && c.auth !== 'none');
  const [kind, setKind] = useState<SetupLinkKind>('secret');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [note, setNote] = useState('');
  const [ttl, setTtl] = useState(86_400);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fresh, setFresh] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const target = kind === 'secret' ? name : slug || linkable[0]?.slug || '';
    const found: Record<string, string> = {};
    if (kind === 'secret' && !SECRET_NAME_PATTERN.test(name)) found.name = 'UPPER_SNAKE_CASE, starting with a letter';
    if (kind === 'connector' && !target) found.slug = 'Add a connector with an API key or OAuth first';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      preloadSecretOnce();
      const made = await create.mutateAsync({ kind, name: target, note: note || undefined, expires_in_seconds: ttl });
      setFresh(`${window.location.origin}${made.path}`);
      setName('');
      setNote('');
    } catch (err) {
      setErrors({ form: errorText(err) });
    }
  }

  return (
    <section aria-labelledby="create-link-title" className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h2 id="create-link-title" className="font-medium">Create a setup link</h2>
      <p className="text-sm text-fg-muted">The recipient opens it signed out and enters exactly one value. It works once, expires, and is recorded in the audit log; the value is never shown to anyone.</p>
      {fresh ? (
        <div data-fresh-link>
          <LazySecretOnce secret={fresh} onDone={() => setFresh(null)} />
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
          <SelectField label="For" value={kind} onChange={(e) => setKind(e.target.value as SetupLinkKind)}>
            <option value="secret">A secret</option>
            <option value="connector">A connector&apos;s credential</option>
          </SelectField>
          {kind === 'secret' ? (
            <Field label="Secret name" value={name} onChange={(e) => setName(e.target.value.toUpperCase())} error={errors.name} placeholder="SHIPPING_API_KEY" autoComplete="off" />
          ) : (
            <SelectField label="Connector" value={slug || linkable[0]?.slug || ''} onChange={(e) => setSlug(e.target.value)} error={errors.slug}>
              {linkable.length === 0 && <option value="">No connector to connect</option>}
              {linkable.map((c) => <option key={c.slug} value={c.slug}>{c.name} ({c.slug})</option>)}
            </SelectField>
          )}
          <Field label="Note for the recipient (optional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
          <SelectField label="Expires after" value={String(ttl)} onChange={(e) => setTtl(Number(e.target.value))}>
            {TTL_CHOICES.map((c) => <option key={c.seconds} value={c.seconds}>{c.label}</option>)}
          </SelectField>
          {errors.form && <p role="alert" className="text-sm text-danger sm:col-span-2">{errors.form}</p>}
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>Create link</Button>
          </div>
        </form>
      )}
    </section>
  );
}
