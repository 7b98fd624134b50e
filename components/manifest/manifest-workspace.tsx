'use client';

import { useMemo, useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor';
import { Button } from '@/components/ui/button';
import type { ChangeRequest, FileContent } from '@/lib/contract/types-repo';
import { manifestJsonSchema, parseManifest } from '@/lib/manifest';
import { manifestInfo } from '@/lib/manifest-editor/manifest-info';
import { useChangeRequests } from '@/lib/sdk/react/repo';
import { useManifestDrafts } from '@/lib/stores/manifest-drafts';
import { ChangeRequestPanel } from './change-request-panel';
import { ProblemsPanel } from './problems-panel';
import { ProposeChangeForm } from './propose-change-form';
import { QuickActions } from './quick-actions';
import { useLiveValidation } from './use-live-validation';
import { useManifestDraft } from './use-manifest-draft';
import { ValidationSummary } from './validation-summary';

interface ManifestWorkspaceProps {
  projectId: string;
  file: FileContent;
  permissions: readonly string[];
}

export function ManifestWorkspace({ projectId, file, permissions }: ManifestWorkspaceProps) {
  const format = file.path.endsWith('.toml') ? 'toml' : 'yaml';
  const canPropose = permissions.includes('project.cr.open');
  const canMerge = permissions.includes('project.cr.merge');
  const editor = useRef<CodeEditorHandle>(null);
  const changeRequests = useChangeRequests(projectId);
  const draft = useManifestDraft(projectId, file, changeRequests.data);
  const live = useLiveValidation(draft.buffer, format);
  const [proposing, setProposing] = useState(false);
  const selectedId = useManifestDrafts((s) => s.selectedChangeRequest[`${projectId}/${file.path}`] ?? null);
  const selectChangeRequest = (crId: string | null) => useManifestDrafts.getState().selectChangeRequest(projectId, file.path, crId);

  const saved = useMemo(() => {
    const result = parseManifest(file.content, { format });
    return manifestInfo(result.ok ? result.manifest : undefined, result.version);
  }, [file.content, format]);
  const schemaVersion = live.result.version ?? 2;
  const jsonSchema = useMemo(() => (format === 'yaml' ? manifestJsonSchema(schemaVersion) : undefined), [format, schemaVersion]);

  const proposed = (cr: ChangeRequest) => {
    selectChangeRequest(cr.id);
    setProposing(false);
  };

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">Manifest</h1>
        <span className="font-mono text-sm text-fg-muted">{file.path}</span>
        <ValidationSummary version={live.result.version} errors={live.counts.errors} warnings={live.counts.warnings} />
        <div className="ml-auto flex items-center gap-2">
          {draft.dirty && <span className="text-sm text-warning">Unsaved local edits</span>}
          {draft.hasDraft && (
            <Button size="sm" variant="ghost" onClick={draft.discard}>
              Discard local edits
            </Button>
          )}
          {canPropose && (
            <Button size="sm" variant="primary" disabled={!draft.dirty || proposing} onClick={() => setProposing(true)}>
              Save as change request…
            </Button>
          )}
        </div>
      </header>

      {!canPropose && (
        <p role="note" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
          Read-only: you can read the manifest, but proposing changes needs the project.cr.open permission.
        </p>
      )}
      {draft.stale && (
        <div role="note" className="flex flex-wrap items-center gap-2 rounded-md border border-warning/50 bg-warning-bg px-3 py-2 text-sm">
          <span className="flex-1">
            You have local edits made on an older version of {file.path}; it changed on the default branch since. Restoring puts your edited text over the
            current version.
          </span>
          <Button size="sm" onClick={draft.restoreStale}>
            Restore local edits
          </Button>
          <Button size="sm" variant="ghost" onClick={draft.discardStale}>
            Discard them
          </Button>
        </div>
      )}
      {draft.proposedIn && !draft.dirty && (
        <p role="status" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
          These edits are proposed in a change request; the editor shows them until it is merged.
        </p>
      )}
      {proposing && (
        <ProposeChangeForm
          projectId={projectId}
          path={file.path}
          format={format}
          content={draft.buffer}
          baseCommit={file.ref}
          onCancel={() => setProposing(false)}
          onProposed={(cr) => {
            draft.markProposed(cr.id);
            proposed(cr);
          }}
        />
      )}

      <div className="grid min-h-0 gap-3 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="h-[60vh] min-h-80 overflow-hidden rounded-md border border-border">
            <CodeEditor
              ref={editor}
              value={draft.buffer}
              onChange={draft.setBuffer}
              language={format}
              path={`file:///projects/${projectId}/${file.path}`}
              label={`${file.path} editor`}
              markers={live.markers}
              jsonSchema={jsonSchema}
              readOnly={!canPropose}
            />
          </div>
          <ProblemsPanel markers={live.markers} onJump={(line, column) => editor.current?.revealPosition(line, column)} />
        </div>
        <aside className="flex flex-col gap-3">
          <ChangeRequestPanel projectId={projectId} path={file.path} selectedId={selectedId} onSelect={selectChangeRequest} canMerge={canMerge} />
          {canPropose && <QuickActions key={file.sha} projectId={projectId} info={saved} onProposed={proposed} />}
        </aside>
      </div>
    </div>
  );
}
