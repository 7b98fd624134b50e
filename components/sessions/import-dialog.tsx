'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors/describe-error';
import type { SessionSummary } from '@/lib/sdk';
import { useImportSession } from '@/lib/sdk/react/session-list';
import { readExportFile } from './read-export-file';

/** "Import session" for managers: choose an agent-runtime export, parsed here and validated by the platform. */
export function ImportSessionDialog({ projectId, onImported }: { projectId: string; onImported: (session: SessionSummary) => void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const importSession = useImportSession(projectId);
  const inputId = useId();
  const errorId = useId();

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setFile(null);
      setError(null);
      importSession.reset();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose an export file first.');
      return;
    }
    setError(null);
    setReading(true);
    const parsed = await readExportFile(file);
    setReading(false);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    try {
      const session = await importSession.mutateAsync(parsed.value);
      reset(false);
      onImported(session);
    } catch (e) {
      const info = describeError(e);
      setError(info.code === 'invalid_export' || info.code === 'session_exists' ? info.detail : `${info.title}: ${info.detail}`);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button variant="primary" size="sm">
          Import session
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-bg p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Import session</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">
            Load an agent-runtime export (a JSON file with <code>info</code> and <code>messages</code>) into this project. You will own it, and it is shared with the
            project.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium">
                Export file
              </label>
              <input
                id={inputId}
                type="file"
                accept=".json,application/json"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setError(null);
                }}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-bg-subtle file:px-3 file:py-1.5 file:text-sm"
              />
            </div>
            {error && (
              <p id={errorId} role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">
                {error}
              </p>
            )}
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button size="sm">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" size="sm" pending={reading || importSession.isPending}>
                Import
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
