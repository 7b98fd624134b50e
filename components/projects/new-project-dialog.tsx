'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useProvisionProject, useStarters } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { RepoProjectForm } from './repo-project-form';

type Source = 'starter' | 'repo';

/**
 * "New project": a new repository seeded from a starter (provisioning progress until the project is ready), or a
 * repository the team already has. Either way the project opens and the creator is its manager.
 */
export function NewProjectDialog({ accountId }: { accountId: string }) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('starter');
  return (
    <Modal open={open} onOpenChange={setOpen} title="New project" description="A project gets a repository, new or one you already have, and you become its manager." trigger={<Button variant="primary" size="sm">New project</Button>}>
      <fieldset className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 text-sm font-medium">Repository</legend>
        <label className="flex cursor-pointer items-center gap-2">
          <input type="radio" name="project-source" checked={source === 'starter'} onChange={() => setSource('starter')} />
          New, from a starter
        </label>
        <label className="flex cursor-pointer items-center gap-2">
          <input type="radio" name="project-source" checked={source === 'repo'} onChange={() => setSource('repo')} />
          An existing repository
        </label>
      </fieldset>
      {source === 'starter' ? <StarterProjectForm accountId={accountId} /> : <RepoProjectForm accountId={accountId} />}
    </Modal>
  );
}

function StarterProjectForm({ accountId }: { accountId: string }) {
  const router = useRouter();
  const starters = useStarters();
  const provision = useProvisionProject();
  const [name, setName] = useState('');
  const [starter, setStarter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'idle' | 'started' | 'waiting'>('idle');
  // One key per dialog: a retried submit (a dropped connection) never makes a second project.
  const [key] = useState(() => `console-${crypto.randomUUID()}`);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const chosen = starter || starters.data?.[0]?.id || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Name the project');
    setError(null);
    abort.current = new AbortController();
    try {
      const done = await provision.mutateAsync({ input: { name: name.trim(), account_id: accountId, starter_template: chosen || undefined, idempotency_key: key }, onProgress: setStep, signal: abort.current.signal });
      router.push(`/projects/${done.project_id}`);
    } catch (e) {
      if (abort.current.signal.aborted) return;
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
      setStep('idle');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Project name" value={name} onChange={(e) => setName(e.target.value)} error={error && !name.trim() ? error : undefined} disabled={step !== 'idle'} />
      <fieldset className="flex flex-col gap-2" disabled={step !== 'idle'}>
        <legend className="mb-1 text-sm font-medium">Starter</legend>
        {(starters.data ?? []).map((s) => (
          <label key={s.id} className="flex cursor-pointer gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-accent">
            <input type="radio" name="starter" value={s.id} checked={chosen === s.id} onChange={() => setStarter(s.id)} />
            <span><span className="font-medium">{s.name}</span><span className="block text-xs text-fg-muted">{s.description}</span></span>
          </label>
        ))}
      </fieldset>
      {step !== 'idle' && (
        <ol role="status" aria-live="polite" className="list-inside list-decimal text-sm">
          <li>Repository created from the starter ✓</li>
          <li>You are the project’s manager ✓</li>
          <li>{step === 'waiting' ? 'Finishing provisioning…' : 'Provisioning…'}</li>
        </ol>
      )}
      {error && name.trim() && <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">{error}</p>}
      <div className="flex justify-end gap-2">
        <ModalClose asChild><Button size="sm">Cancel</Button></ModalClose>
        <Button type="submit" variant="primary" size="sm" pending={step !== 'idle'}>Create project</Button>
      </div>
    </form>
  );
}
