'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { ApiError } from '@/lib/sdk';
import { repoUrlProblem } from '@/lib/repo/repo-url';
import { useCreateProjectFromRepo } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ModalClose } from '@/components/ui/modal';
import { HostRepoPicker } from './host-repo-picker';

interface Refusal {
  message: string;
  field?: string;
  existing?: string;
}

function refusalOf(error: unknown): Refusal {
  const info = describeError(error);
  const details = error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as { field?: unknown; project_id?: unknown }) : undefined;
  return {
    message: `${info.title}: ${info.detail}`,
    field: typeof details?.field === 'string' ? details.field : undefined,
    existing: error instanceof ApiError && error.code === 'repo_in_use' && typeof details?.project_id === 'string' ? details.project_id : undefined,
  };
}

/** "New project" on a repository the team already has: its https address and an optional name (the repository's by default). */
export function RepoProjectForm({ accountId }: { accountId: string }) {
  const router = useRouter();
  const create = useCreateProjectFromRepo();
  const [repoUrl, setRepoUrl] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = repoUrlProblem(repoUrl);
    setProblem(local);
    setRefusal(null);
    if (local) return;
    try {
      const project = await create.mutateAsync({ repo_url: repoUrl.trim(), account_id: accountId, ...(name.trim() ? { name: name.trim() } : {}) });
      router.push(`/projects/${project.id}`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  const urlError = problem ?? (refusal?.field === 'repo_url' ? refusal.message : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <HostRepoPicker
        accountId={accountId}
        value={repoUrl.trim()}
        disabled={create.isPending}
        onPick={(url) => {
          setRepoUrl(url);
          setProblem(null);
          setRefusal(null);
        }}
      />
      <Field
        label="Repository address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://git.example.com/team/app"
        value={repoUrl}
        onChange={(e) => setRepoUrl(e.target.value)}
        error={urlError ?? undefined}
        hint="The https address, without credentials. The platform reads the repository’s platform.yaml."
        disabled={create.isPending}
      />
      <Field label="Project name (optional)" value={name} onChange={(e) => setName(e.target.value)} hint="Defaults to the repository’s name." disabled={create.isPending} />
      {refusal && !urlError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">
          {refusal.message}
          {refusal.existing && (
            <>
              {' '}
              <Link href={`/projects/${refusal.existing}`} className="font-medium underline">
                Open that project
              </Link>
            </>
          )}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <ModalClose asChild><Button size="sm">Cancel</Button></ModalClose>
        <Button type="submit" variant="primary" size="sm" pending={create.isPending}>Create project</Button>
      </div>
    </form>
  );
}
