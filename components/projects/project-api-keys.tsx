'use client';

import { useState, type FormEvent } from 'react';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { formatDateTime } from '@/lib/format/date';
import { useCreateProjectToken, useProjectTokens, useRevokeProjectToken } from '@/lib/sdk/react/project-tokens';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryList } from '@/components/ui/query-states';
import { SecretOnce } from '@/components/ui/secret-once';
import { Skeleton } from '@/components/ui/states';

const NAME_MAX = 100;

/** A project's API keys (`p.tokens`): each acts for the project with the member role; its secret is shown once. */
export function ProjectApiKeys({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const tokens = useProjectTokens(projectId, canManage);
  const revoke = useRevokeProjectToken(projectId);
  return (
    <section aria-labelledby="project-keys" className="rounded-lg border border-border p-4" data-project-keys>
      <h2 id="project-keys" className="font-medium">API keys</h2>
      <p className="text-sm text-fg-muted">Keys for scripts and CI that act for this project with the member role. A key is shown once, when it is created.</p>
      {canManage ? (
        <div className="mt-3 flex flex-col gap-3">
          <CreateKey projectId={projectId} />
          <QueryList query={tokens} loading={<Skeleton className="h-16 w-full" />} empty="No project API keys yet">
            {(t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-2 p-2" data-project-key={t.name}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{t.name}</p>
                  <p className="text-xs text-fg-muted">
                    <code className="font-mono">{t.prefix}…</code> · created {formatDateTime(t.created_at)} · {t.expires_at ? `expires ${formatDateTime(t.expires_at)}` : 'no expiry'}
                  </p>
                </div>
                <ConfirmButton
                  size="sm"
                  label="Revoke"
                  aria-label={`Revoke ${t.name}`}
                  title={`Revoke ${t.name}?`}
                  description="Anything using this key stops working at once. This cannot be undone."
                  confirmLabel="Revoke key"
                  onConfirm={() => revoke.mutateAsync(t.id)}
                />
              </li>
            )}
          </QueryList>
        </div>
      ) : (
        <p className="mt-2 text-sm text-fg-muted">Project managers (project.credentials.issue) create and revoke them.</p>
      )}
    </section>
  );
}

function CreateKey({ projectId }: { projectId: string }) {
  const create = useCreateProjectToken(projectId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setFormError(null);
    if (!trimmed) return setError('Name the key after the script or pipeline that uses it');
    if (trimmed.length > NAME_MAX) return setError(`Use at most ${NAME_MAX} characters`);
    setError(null);
    try {
      const minted = await create.mutateAsync({ name: trimmed });
      setSecret(minted.token);
      setName('');
    } catch (e) {
      const placed = formErrorsFrom(e, ['name'] as const);
      setError(placed.fields.name ?? null);
      setFormError(placed.form ?? null);
    }
  }

  if (secret) return <SecretOnce secret={secret} onDone={() => setSecret(null)} />;
  return (
    <form onSubmit={submit} noValidate aria-label="Create a project API key" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <FormAlert message={formError} />
      <Field label="Key name" className="min-w-0 flex-1" value={name} maxLength={NAME_MAX + 20} onChange={(e) => setName(e.target.value)} error={error ?? undefined} disabled={create.isPending} />
      <Button type="submit" variant="primary" size="sm" className="sm:mt-6" pending={create.isPending}>Create key</Button>
    </form>
  );
}
