'use client';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/states';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { ChangeRequest, Commit, FileContent, UpdateConflictDetails } from '@/lib/contract/types-repo';
import { useChangeRequests } from '@/lib/sdk/react/change-requests';
import { draftKey, useManifestDrafts } from '@/lib/manifest/editor/drafts';
import { ChangeRequestPanel } from './change-request-panel';
import { conflictMarkers } from '@/lib/manifest/editor/conflicts';
import { ProblemsPanel } from './problems-panel';
import { ProposeChangeForm } from './propose-change-form';
import { QuickActions } from './quick-actions';
import { useLiveValidation } from './use-live-validation';
import { useManifestChecker, type ManifestCheck } from './use-manifest-checker';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useManifestDraft } from './use-manifest-draft';
import { usePeopleNames } from './use-people-names';
import { ValidationSummary } from './validation-summary';

// What the first view never shows is a chunk of its own each, loaded when it is first shown: a picked change request
// (its diff view and review), a conflict's resolution, the repository's files and the history.
const PENDING = <Skeleton className="h-24 w-full" />;
const ChangeRequestDetail = lazy(() => import('./change-request-detail').then((m) => ({ default: m.ChangeRequestDetail })));
const ConflictResolution = lazy(() => import('./conflict-resolution').then((m) => ({ default: m.ConflictResolution })));
const RepoFiles = lazy(() => import('./repo-files').then((m) => ({ default: m.RepoFiles })));
const FileHistory = lazy(() => import('./file-history').then((m) => ({ default: m.FileHistory })));

const VIEWS = ['editor', 'files', 'history'] as const;
const viewParser = parseAsStringLiteral(VIEWS).withDefault('editor');
const VIEW_LABEL: Record<(typeof VIEWS)[number], string> = { editor: 'Editor', files: 'Files', history: 'History' };

interface ManifestWorkspaceProps {
  projectId: string;
  file: FileContent;
  permissions: readonly string[];
  /** The server's check of `file` (used while the parser's chunk loads, and for as long as the text is unchanged). */
  initialCheck?: ManifestCheck | null;
  /** Reads the file again (after an update from the default branch put a new version in the editor). */
  refreshFile(): void;
  /** The last quick-action commit (the workspace remounts on the new file version, so it is kept above). */
  committed?: Commit | null;
  onCommitted?(commit: Commit): void;
}

export function ManifestWorkspace({ projectId, file, permissions, initialCheck, refreshFile, committed = null, onCommitted = () => {} }: ManifestWorkspaceProps) {
  const format = file.path.endsWith('.toml') ? 'toml' : 'yaml';
  const canPropose = permissions.includes('project.cr.open');
  const canMerge = permissions.includes('project.cr.merge');
  const nameOf = usePeopleNames(projectId, permissions.includes('project.members.read'));
  const editor = useRef<CodeEditorHandle>(null);
  const changeRequests = useChangeRequests(projectId);
  const draft = useManifestDraft(projectId, file, changeRequests.data);
  const serverCheck = initialCheck && initialCheck.sha === file.sha ? initialCheck : null;
  // With the server's check on screen, the parser's chunk (~120 KB) is fetched only when an edit starts (or the buffer
  // is not the checked text): a page that is only read never evaluates it.
  const [editing, setEditing] = useState(false);
  const startEditing = useCallback(() => setEditing(true), []);
  const checker = useManifestChecker(!serverCheck || editing);
  const live = useLiveValidation(draft.buffer, format, undefined, serverCheck ? { source: file.content, format, result: serverCheck.result } : null, editing);
  const [proposing, setProposing] = useState(false);
  // What the editor opened: the file's commit and the open change requests then. A proposal carries both, so the
  // platform refuses (409 file_changed) one made over a change it did not know of; a rebase moves them on.
  const [openedWith, setOpenedWith] = useState<{ base: string; known: string[]; rebased: number | null } | null>(null);
  if (openedWith === null && changeRequests.data) {
    setOpenedWith({ base: file.ref, known: changeRequests.data.filter((cr) => cr.state === 'open').map((cr) => cr.id), rebased: null });
  }
  const [view, setView] = useQueryState('view', viewParser);
  const storedSelection = useManifestDrafts((s) => s.selectedChangeRequest[`${projectId}/${file.path}`] ?? null);
  const selectedId = useHydrated() ? storedSelection : null;
  const selectChangeRequest = (crId: string | null) => useManifestDrafts.getState().selectChangeRequest(projectId, file.path, crId);

  const saved = useMemo(() => {
    if (serverCheck) return serverCheck.info;
    if (!checker) return null;
    const result = checker.parseManifest(file.content, { format });
    return checker.manifestInfo(result.ok ? result.manifest : undefined, result.version);
  }, [serverCheck, checker, file.content, format]);
  const schemaVersion = live.result.version ?? 2;
  const jsonSchema = useMemo(() => (format === 'yaml' && checker ? () => checker.manifestJsonSchema(schemaVersion) : undefined), [format, schemaVersion, checker]);
  const markers = useMemo(() => (draft.resolving ? conflictMarkers(draft.buffer, live.markers) : live.markers), [draft.resolving, draft.buffer, live.markers]);

  const proposed = (cr: ChangeRequest) => {
    selectChangeRequest(cr.id);
    setProposing(false);
  };

  /** Edits proposed in `crId` on other versions of the file are superseded by what the change request holds now. */
  const dropOtherDraftsOf = (crId: string) => {
    const { drafts, discardDraft } = useManifestDrafts.getState();
    const current = draftKey(projectId, file.path, file.sha);
    for (const [key, d] of Object.entries(drafts)) {
      if (key !== current && d.projectId === projectId && d.path === file.path && d.proposedIn === crId) discardDraft(key);
    }
  };

  const onConflict = (cr: ChangeRequest, details: UpdateConflictDetails) => {
    const merged = details.files.find((f) => f.path === file.path && f.default_blob !== null);
    if (!merged) return;
    const { saveDraft, discardDraft, drafts } = useManifestDrafts.getState();
    for (const [key, d] of Object.entries(drafts)) if (d.projectId === projectId && d.path === file.path && d.proposedIn === cr.id) discardDraft(key);
    saveDraft({
      projectId,
      path: file.path,
      baseBlob: merged.default_blob!,
      baseCommit: details.default_head,
      content: merged.content,
      resolving: { crId: cr.id, number: cr.number, defaultHead: details.default_head },
    });
    void setView(null);
    // The editor shows the default branch's current version with the merge over it.
    if (merged.default_blob !== file.sha) refreshFile();
  };

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">Manifest</h1>
        <span className="font-mono text-sm text-fg-muted">{file.path}</span>
        <ValidationSummary version={live.result.version} errors={live.counts.errors} warnings={live.counts.warnings} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {draft.dirty && <span className="text-sm text-warning">Unsaved local edits</span>}
          {draft.hasDraft && (
            <ConfirmButton
              variant="secondary"
              label="Discard local edits"
              title="Discard your local edits?"
              description={`The editor goes back to ${file.path} as it is on the default branch. Change requests you opened keep their changes.`}
              confirmLabel="Discard edits"
              onConfirm={async () => draft.discard()}
            />
          )}
          {canPropose && !draft.resolving && (
            // Primary once there is something to save, so an enabled button never reads as a disabled one.
            <Button size="sm" variant={draft.dirty ? 'primary' : 'secondary'} disabled={!draft.dirty || proposing} onClick={() => setProposing(true)}>
              Save as change request…
            </Button>
          )}
        </div>
      </header>

      <Tabs value={view} onValueChange={(v) => void setView(v === 'editor' ? null : (v as (typeof VIEWS)[number]))} className="flex min-h-0 flex-col gap-3">
        <TabsList aria-label="Manifest views">
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {VIEW_LABEL[v]}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="editor" className="flex min-h-0 flex-col gap-3 outline-none">
          {!canPropose && (
            <p role="note" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
              Read-only: you can read the manifest, but proposing changes needs the project.cr.open permission.
            </p>
          )}
          {draft.stale && (
            <div role="note" className="flex flex-wrap items-center gap-2 rounded-md border border-warning/50 bg-warning-bg px-3 py-2 text-sm">
              <span className="flex-1">
                You have local edits made on an older version of {file.path}; it changed on the default branch since. Restoring puts your edited text over
                the current version.
              </span>
              <Button size="sm" onClick={draft.restoreStale}>
                Restore local edits
              </Button>
              <ConfirmButton
                variant="secondary"
                label="Discard them"
                title="Discard your older local edits?"
                description={`The edits you made on an older version of ${file.path} are removed from this browser.`}
                confirmLabel="Discard edits"
                onConfirm={async () => draft.discardStale()}
              />
            </div>
          )}
          {draft.resolving && (
            <Suspense fallback={PENDING}>
              <ConflictResolution
                projectId={projectId}
                path={file.path}
                content={draft.buffer}
                resolving={draft.resolving}
                onJump={(line) => editor.current?.revealPosition(line, 1)}
                onUpdated={(cr) => {
                  draft.markProposed(cr.id);
                  dropOtherDraftsOf(cr.id);
                  selectChangeRequest(cr.id);
                }}
                onCancel={draft.discard}
              />
            </Suspense>
          )}
          {openedWith?.rebased != null && (
            <p role="status" data-rebased className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
              {openedWith.rebased === 0
                ? 'Your edits are rebased onto the current version. Check them, then propose again.'
                : `Your edits are rebased onto the current version with ${openedWith.rebased} conflict${openedWith.rebased === 1 ? '' : 's'} marked in the editor: resolve them, then propose again.`}
            </p>
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
              baseCommit={openedWith?.base ?? file.ref}
              knownChangeRequests={openedWith?.known ?? []}
              onRebased={(result) => {
                draft.setBuffer(result.text);
                setOpenedWith((o) => ({ base: result.base_sha, known: [...(o?.known ?? []), ...result.known], rebased: result.conflicts }));
              }}
              onCancel={() => setProposing(false)}
              onProposed={(cr) => {
                draft.markProposed(cr.id);
                proposed(cr);
              }}
              onShowExisting={(crId) => {
                draft.markProposed(crId);
                proposed({ id: crId } as ChangeRequest);
              }}
            />
          )}

          <div className="grid min-h-0 gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
            {/* The editor fills the viewport below the page header; the side column scrolls beside it. */}
            <div className="h-[calc(100dvh-14rem)] min-h-[24rem] min-w-0 overflow-hidden rounded-md border border-border">
              <CodeEditor
                ref={editor}
                value={draft.buffer}
                onChange={draft.setBuffer}
                language={format}
                path={`file:///projects/${projectId}/${file.path}`}
                label={`${file.path} editor`}
                markers={markers}
                jsonSchema={jsonSchema}
                readOnly={!canPropose}
                onEditStart={startEditing}
              />
            </div>
            <aside aria-label="Problems and change requests" className="flex min-w-0 flex-col gap-3 lg:h-[calc(100dvh-14rem)] lg:min-h-[24rem] lg:overflow-y-auto">
              <ProblemsPanel markers={markers} onJump={(line, column) => editor.current?.revealPosition(line, column)} />
              <ChangeRequestPanel projectId={projectId} path={file.path} selectedId={selectedId} onSelect={selectChangeRequest} />
              {committed && (
                <p role="status" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
                  {committed.message}: committed as {committed.sha.slice(0, 7)} on the default branch.
                </p>
              )}
              {canPropose && saved && (
                <QuickActions key={file.sha} projectId={projectId} info={saved} canMerge={canMerge} onProposed={proposed} onCommitted={onCommitted} onShowExisting={selectChangeRequest} />
              )}
            </aside>
          </div>
          {selectedId && (
            <Suspense fallback={PENDING}>
              <ChangeRequestDetail
                key={selectedId}
                projectId={projectId}
                crId={selectedId}
                canMerge={canMerge}
                canPropose={canPropose}
                canReview={permissions.includes('project.review.submit')}
                nameOf={nameOf}
                onUpdated={(cr) => dropOtherDraftsOf(cr.id)}
                onConflict={onConflict}
                onDismiss={() => selectChangeRequest(null)}
              />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="files" className="outline-none">
          {view === 'files' && (
            <Suspense fallback={PENDING}>
              <RepoFiles projectId={projectId} manifestPath={file.path} onOpenManifest={() => void setView(null)} />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="history" className="outline-none">
          {view === 'history' && (
            <Suspense fallback={PENDING}>
              <FileHistory projectId={projectId} path={file.path} nameOf={nameOf} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
