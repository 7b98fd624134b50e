'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/states';
import { describeError } from '@/lib/errors/describe-error';
import { useCreateHostRepository, useGitHostRepositories, useSaveGitHostInstallation } from '@/lib/sdk/react/git-host';

/** The demo git host's owner the "connect" button installs the app for (docs/REPOSITORIES.md). */
const DEMO_OWNER = 'acme-demo';

/**
 * The repositories the account's git-host installation reaches, to pick one instead of typing its address; with
 * none, a way to connect the git host; and a new empty repository made on the host.
 */
export function HostRepoPicker({ accountId, value, onPick, disabled }: { accountId: string; value: string; onPick(url: string, name: string): void; disabled?: boolean }) {
  const repos = useGitHostRepositories(accountId);
  const install = useSaveGitHostInstallation(accountId);
  const create = useCreateHostRepository(accountId);
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const nameId = useId();

  if (repos.isError) return <p className="text-sm text-fg-muted">The git host’s repositories could not be listed ({describeError(repos.error).detail}). Type the address below.</p>;
  if (!repos.data) return <Skeleton className="h-16 w-full" />;

  async function createRepo() {
    setNewError(null);
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(newName.trim())) return setNewError('Use letters, digits, dots, dashes and underscores');
    try {
      const repo = await create.mutateAsync({ name: newName.trim() });
      setNewName('');
      onPick(repo.url, repo.full_name.split('/')[1]);
    } catch (error) {
      const info = describeError(error);
      setNewError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {repos.data.length === 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2 text-sm">
          <span className="flex-1">No git-host repositories are connected to this account.</span>
          <Button size="sm" pending={install.isPending} onClick={() => install.mutate({ owner: DEMO_OWNER })} disabled={disabled}>
            Connect the demo git host
          </Button>
          {install.isError && <p role="alert" className="w-full text-danger">{describeError(install.error).detail}</p>}
        </div>
      ) : (
        <fieldset className="flex flex-col gap-1" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">On your git host</legend>
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
            {repos.data.map((repo) => (
              <li key={repo.full_name}>
                <label className="flex cursor-pointer gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70">
                  <input
                    type="radio"
                    name="host-repo"
                    value={repo.url}
                    data-host-repo={repo.full_name}
                    checked={value === repo.url}
                    disabled={repo.project_id !== null}
                    onChange={() => onPick(repo.url, repo.full_name.split('/')[1])}
                  />
                  <span className="min-w-0">
                    <span className="font-medium break-all">{repo.full_name}</span>
                    {repo.private && <span className="ml-2 text-xs text-fg-muted">private</span>}
                    <span className="block text-xs text-fg-muted">{repo.project_id ? 'Already a project of this account' : repo.description || repo.default_branch}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="mt-1 flex flex-wrap items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={nameId} className="text-xs font-medium">
                Or a new repository on the host
              </label>
              <input
                id={nameId}
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                onKeyDown={(e) => {
                  // Enter creates the repository here instead of submitting the project form around it.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void createRepo();
                  }
                }} placeholder="repository-name" className="h-8 rounded-md border border-border bg-bg px-2 text-sm" aria-invalid={newError ? true : undefined} />
            </div>
            <Button size="sm" pending={create.isPending} onClick={() => void createRepo()}>
              Create repository
            </Button>
          </div>
          {newError && <p role="alert" className="text-sm text-danger">{newError}</p>}
        </fieldset>
      )}
    </div>
  );
}
