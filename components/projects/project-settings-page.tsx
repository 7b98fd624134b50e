'use client';

import { useId, useState, type FormEvent } from 'react';
import type { ProjectDetail } from '@/lib/contract/types';
import { formErrorsFrom, type FormErrors } from '@/lib/errors/form-errors';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { useArchiveProject, useProjectDetail, useUpdateProject } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { ProjectApiKeys } from './project-api-keys';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 2000;
const FIELDS = ['name', 'description'] as const;
type FieldName = (typeof FIELDS)[number];

/** A project's settings: its name and description, its API keys, and (in a danger zone) archiving it. */
export function ProjectSettingsPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton className="h-64 w-full" />;
  const project = detail.data;
  const canWrite = project.permissions.includes('project.write') && !project.archived;
  const canArchive = project.permissions.includes('project.delete');
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Settings</h1>
        <p className="text-sm text-fg-muted">{project.name}</p>
      </header>
      {project.archived && (
        <p role="note" className="rounded-md border border-warning/50 bg-warning-bg p-3 text-sm" data-archived>
          <span className="font-medium">
            Archived
            {project.archived_at && (
              <>
                {' on '}
                {/* In the browser's zone; the server's HTML (seeded) may show another until hydration. */}
                <time dateTime={isoDateTime(project.archived_at)} suppressHydrationWarning>{formatDateTime(project.archived_at)}</time>
              </>
            )}
            .
          </span> The project is read-only: nothing here can be changed.
        </p>
      )}
      <section aria-labelledby="project-details" className="rounded-lg border border-border p-4">
        <h2 id="project-details" className="font-medium">Name and description</h2>
        {canWrite ? (
          <DetailsForm key={project.id} project={project} />
        ) : (
          <div className="mt-2 text-sm">
            <p className="font-medium">{project.name}</p>
            <p className="text-fg-muted">{project.description || 'No description.'}</p>
            {!project.archived && <p className="mt-1 text-xs text-fg-muted">Project managers (project.write) change these.</p>}
          </div>
        )}
      </section>
      {!project.archived && <ProjectApiKeys projectId={project.id} canManage={project.permissions.includes('project.credentials.issue')} />}
      {canArchive && !project.archived && <DangerZone project={project} />}
    </div>
  );
}

function DetailsForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [errors, setErrors] = useState<FormErrors<FieldName>>({ fields: {} });
  const [saved, setSaved] = useState(false);
  const descriptionId = useId();
  const changed = name.trim() !== project.name || description !== project.description;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const fields: FormErrors<FieldName>['fields'] = {};
    if (!name.trim()) fields.name = 'A project needs a name';
    else if (name.trim().length > NAME_MAX) fields.name = `Use at most ${NAME_MAX} characters`;
    if (description.length > DESCRIPTION_MAX) fields.description = `Use at most ${DESCRIPTION_MAX} characters`;
    setErrors({ fields });
    if (Object.keys(fields).length > 0) return;
    const input: { name?: string; description?: string } = {};
    if (name.trim() !== project.name) input.name = name.trim();
    if (description !== project.description) input.description = description;
    try {
      await update.mutateAsync(input);
      setSaved(true);
    } catch (e) {
      setErrors(formErrorsFrom(e, FIELDS));
    }
  }

  const descriptionError = errors.fields.description;
  return (
    <form onSubmit={submit} noValidate aria-label="Project details" className="mt-3 flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <Field
        label="Project name"
        value={name}
        maxLength={NAME_MAX + 20}
        onChange={(e) => {
          setName(e.target.value);
          setSaved(false);
        }}
        error={errors.fields.name}
        disabled={update.isPending}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium">Description</label>
        <textarea
          id={descriptionId}
          value={description}
          rows={3}
          onChange={(e) => {
            setDescription(e.target.value);
            setSaved(false);
          }}
          disabled={update.isPending}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : `${descriptionId}-hint`}
          className={`rounded-md border bg-bg px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring ${descriptionError ? 'border-danger' : 'border-border'}`}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="text-xs text-danger">{descriptionError}</p>
        ) : (
          <p id={`${descriptionId}-hint`} className="text-xs text-fg-muted">Shown on the overview and in the project list. {description.length}/{DESCRIPTION_MAX}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" size="sm" pending={update.isPending} disabled={!changed}>
          Save changes
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-fg-muted">{saved ? 'Saved' : ''}</p>
      </div>
    </form>
  );
}

function DangerZone({ project }: { project: ProjectDetail }) {
  const archive = useArchiveProject(project.id);
  return (
    <section aria-labelledby="danger-zone" className="rounded-lg border border-danger/50 p-4" data-danger-zone>
      <h2 id="danger-zone" className="font-medium text-danger">Danger zone</h2>
      <div className="mt-2 flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium">Archive this project</p>
          <p className="text-fg-muted">Everyone loses write access for good: no new sessions, manifest or settings changes. It stays listed and readable.</p>
        </div>
        <ConfirmButton
          variant="danger"
          className="shrink-0 self-start whitespace-nowrap sm:self-center"
          label="Archive project"
          title={`Archive ${project.name}?`}
          description="The project becomes read-only for everyone: no new sessions, no manifest changes, no settings changes. It stays listed and readable. The API has no way back, so only archive a project you are done with."
          confirmLabel="Archive"
          onConfirm={() => archive.mutateAsync()}
        />
      </div>
    </section>
  );
}
