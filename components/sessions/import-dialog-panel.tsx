'use client';

import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useCurrentAccount } from '@/components/shell/use-current-account';
import { SESSION_IMPORT_MAX_BYTES } from '@/lib/contract/limits';
import { describeError } from '@/lib/errors/describe-error';
import { formatMegabytes } from '@/lib/format/bytes';
import { formatDateTime } from '@/lib/format/date';
import type { SessionSummary } from '@/lib/sdk';
import { useProjects } from '@/lib/sdk/react/projects';
import { useImportSession } from '@/lib/sdk/react/session-list';
import { previewExport, type ExportPreview } from '@/lib/sessions/import-preview';
import { readExportFile, type ReadExport } from './read-export-file';

const LIMIT = formatMegabytes(SESSION_IMPORT_MAX_BYTES);

/** The dialog of `ImportSessionDialog`, loaded when it first opens. */
export default function ImportSessionPanel({ projectId, onImported, open, onOpenChange, onCloseAutoFocus }: {
  projectId: string;
  onImported: (session: SessionSummary) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ExportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [target, setTarget] = useState(projectId);
  const parsing = useRef<Promise<ReadExport> | null>(null);
  const importSession = useImportSession(projectId);
  const { account } = useCurrentAccount();
  const projects = useProjects(account?.id ?? null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const projectFieldId = useId();

  function reset(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setPreview(null);
      setError(null);
      setTarget(projectId);
      parsing.current = null;
      importSession.reset();
    }
  }

  async function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setError(null);
    setReading(false);
    parsing.current = null;
    if (!next) return;
    if (next.size > SESSION_IMPORT_MAX_BYTES) {
      setError(`This file is ${formatMegabytes(next.size)}; imports are limited to ${LIMIT}.`);
      return;
    }
    const read = readExportFile(next);
    parsing.current = read;
    setReading(true);
    const parsed = await read;
    if (parsing.current !== read) return;
    setReading(false);
    if (!parsed.ok) setError(parsed.message);
    else setPreview(previewExport(parsed.value));
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) void choose(dropped);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose an export file first.');
      return;
    }
    if (file.size > SESSION_IMPORT_MAX_BYTES) return;
    const parsed = await (parsing.current ?? readExportFile(file));
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    try {
      const session = await importSession.mutateAsync({ exported: parsed.value, target });
      reset(false);
      onImported(session);
    } catch (e) {
      const info = describeError(e);
      setError(info.code === 'invalid_export' || info.code === 'session_exists' || info.code === 'payload_too_large' ? info.detail : `${info.title}: ${info.detail}`);
    }
  }

  const projectOptions = projects.data ?? [];
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent
        width="md"
        title="Import session"
        description={
          <>
            Load an agent-runtime export (a JSON file with <code>info</code> and <code>messages</code>). You will own it, and it is shared with the project.
          </>
        }
        onCloseAutoFocus={onCloseAutoFocus}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
          <div
            data-dropzone
            data-dragging={dragging || undefined}
            className={cn('flex flex-col gap-1 rounded-md border border-dashed p-3', dragging ? 'border-accent bg-accent/10' : 'border-border')}
          >
            <label htmlFor={inputId} className="text-sm font-medium">
              Export file
            </label>
            <p id={hintId} className="text-xs text-fg-muted">
              Drop the file here or choose it. Up to {LIMIT}.
            </p>
            <input
              id={inputId}
              type="file"
              accept=".json,application/json"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-bg-subtle file:px-3 file:py-1.5 file:text-sm"
            />
            {file && <p className="truncate text-xs text-fg-muted">{file.name} · {formatMegabytes(file.size)}</p>}
          </div>
          {reading && <p className="text-sm text-fg-muted">Reading the file…</p>}
          {preview && (
            <dl aria-label="Preview" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-bg-subtle p-3 text-sm" data-preview>
              <dt className="text-fg-muted">Title</dt>
              <dd className="min-w-0 break-words">{preview.title}</dd>
              <dt className="text-fg-muted">Messages</dt>
              <dd>{preview.messageCount.toLocaleString('en-US')}</dd>
              <dt className="text-fg-muted">Dates</dt>
              <dd>{preview.first !== null ? `${formatDateTime(preview.first)} – ${formatDateTime(preview.last ?? preview.first)}` : 'Not stated'}</dd>
              {preview.model && (
                <>
                  <dt className="text-fg-muted">Model</dt>
                  <dd className="min-w-0 break-words font-mono text-xs">{preview.model}</dd>
                </>
              )}
            </dl>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={projectFieldId} className="text-sm font-medium">
              Project
            </label>
            <select id={projectFieldId} value={target} onChange={(e) => setTarget(e.target.value)} className="h-9 rounded-md border border-border bg-bg px-2 text-sm">
              {!projectOptions.some((p) => p.id === projectId) && <option value={projectId}>This project</option>}
              {projectOptions.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p id={errorId} role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">
              {error}
            </p>
          )}
          <div className="mt-2 flex justify-end gap-2">
            <DialogClose asChild>
              <Button size="sm">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary" size="sm" pending={reading || importSession.isPending}>
              Import
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
