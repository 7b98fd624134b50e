'use client';

import { useState } from 'react';
import type { SandboxTemplate } from '@/lib/contract/types-sandboxes';
import { useBuildTemplate, useCreateTemplate, useRemoveTemplate, useSandboxTemplates, useUpdateTemplate } from '@/lib/sdk/react/sandboxes';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Modal } from '@/components/ui/modal';
import { QueryList } from '@/components/ui/query-states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { JobLog } from './job-log';
import { TemplateForm } from './template-form';

function facts(t: SandboxTemplate): string {
  const source = t.image ? `image ${t.image}` : `Dockerfile ${t.dockerfile}`;
  const resources = [t.cpu && `${t.cpu} CPU`, t.memory && `${t.memory} MB`, t.disk && `${t.disk} GB disk`].filter(Boolean).join(', ');
  return resources ? `${source} · ${resources}` : source;
}

/** The manifest's sandbox templates: create, edit, remove (each a commit), and build with the build's live log. */
export function TemplatesPanel({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const templates = useSandboxTemplates(projectId);
  const create = useCreateTemplate(projectId);
  const update = useUpdateTemplate(projectId);
  const remove = useRemoveTemplate(projectId);
  const build = useBuildTemplate(projectId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SandboxTemplate | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="templates-heading" className="font-semibold">Templates</h2>
        {canWrite && (
          <Modal open={creating} onOpenChange={setCreating} title="New template" trigger={<Button size="sm" variant="primary">New template</Button>}>
            <TemplateForm
              submitLabel="Create"
              onSubmit={async (input) => {
                const result = await create.mutateAsync(input);
                setChanged(`Added ${input.slug} in commit ${result.commit.sha.slice(0, 7)}`);
                setCreating(false);
              }}
            />
          </Modal>
        )}
      </div>
      {changed && <p role="status" className="rounded-md border border-success/40 bg-success-bg p-2 text-sm">{changed}</p>}
      {(build.isError || remove.isError) && <ErrorState error={build.error ?? remove.error} />}
      <QueryList query={templates} loading={<Skeleton className="h-32 w-full" />} empty={<EmptyState title="No templates">The manifest declares no sandbox templates yet; sessions run in the platform’s default image.</EmptyState>}>
        {(t) => (
          <li key={t.slug} className="flex flex-col gap-2 p-3" data-template={t.slug}>
            <RenderBoundary what="template" raw={t}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="font-medium">{t.name ?? t.slug}</span> <span className="font-mono text-xs text-fg-muted">{t.slug}</span>
                  {t.default && <span className="ml-2 rounded-full bg-bg-muted px-2 text-xs">default</span>}
                  <span className="block break-all text-xs text-fg-muted">{facts(t)}</span>
                </p>
                {canWrite && (
                  <>
                    <Button size="sm" pending={build.isPending && build.variables === t.slug} disabled={t.build?.state === 'running' || t.build?.state === 'queued'} onClick={() => build.mutate(t.slug)}>
                      Build
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(t)} aria-label={`Edit ${t.slug}`}>Edit</Button>
                    <ConfirmButton label="Remove" aria-label={`Remove ${t.slug}`} title={`Remove ${t.slug}?`} description="This commits the removal to platform.yaml." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(t.slug)} />
                  </>
                )}
              </div>
              {t.build && <JobLog job={t.build} label={`Build of ${t.slug}`} />}
            </RenderBoundary>
          </li>
        )}
      </QueryList>
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={`Edit ${editing?.slug ?? 'template'}`}>
        {editing && (
          <TemplateForm
            initial={editing}
            submitLabel="Save"
            onSubmit={async ({ slug, ...changes }) => {
              const result = await update.mutateAsync({ slug, changes });
              setChanged(`Updated ${slug} in commit ${result.commit.sha.slice(0, 7)}`);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </section>
  );
}
