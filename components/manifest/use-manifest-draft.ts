'use client';

import { useCallback, useEffect, useMemo } from 'react';
import type { ChangeRequest, FileContent } from '@/lib/contract/types-repo';
import { draftKey, staleDrafts, useManifestDrafts, type ManifestDraft } from '@/lib/manifest/editor/drafts';
import { useHydrated } from '@/components/ui/use-hydrated';

const NO_DRAFTS: Record<string, ManifestDraft> = {};

export interface ManifestDraftState {
  /** What the editor shows: local edits, or the default branch's content. */
  buffer: string;
  setBuffer(text: string): void;
  /** The editor shows local text rather than the default branch's. */
  hasDraft: boolean;
  /** Local edits not proposed yet (or proposed in a change request that was closed). */
  dirty: boolean;
  /** The change request the current edits were proposed in (null when not proposed). */
  proposedIn: string | null;
  /** The buffer is a change request's merge with the default branch, with conflicts to resolve. */
  resolving: ManifestDraft['resolving'] | null;
  discard(): void;
  markProposed(crId: string): void;
  /** Edits made on an older version of the file, which changed on the default branch since. */
  stale: ManifestDraft | null;
  restoreStale(): void;
  discardStale(): void;
}

/** The editor buffer, persisted locally per project + file + base version, so a reload or a failed save loses nothing. */
export function useManifestDraft(projectId: string, file: FileContent, changeRequests: readonly ChangeRequest[] | undefined): ManifestDraftState {
  const key = draftKey(projectId, file.path, file.sha);
  const stored = useManifestDrafts((s) => s.drafts);
  const drafts = useHydrated() ? stored : NO_DRAFTS;
  const { saveDraft, discardDraft, markProposed } = useManifestDrafts.getState();
  const draft = drafts[key];

  // Edits proposed in a change request that has been merged (or closed as already merged) are on the default branch now.
  useEffect(() => {
    if (!changeRequests) return;
    const merged = new Set(changeRequests.filter((cr) => cr.state === 'merged').map((cr) => cr.id));
    for (const [k, d] of Object.entries(drafts)) {
      if (d.projectId === projectId && d.path === file.path && d.proposedIn && merged.has(d.proposedIn)) discardDraft(k);
    }
  }, [changeRequests, drafts, projectId, file.path, discardDraft]);

  const stale = useMemo(
    () => staleDrafts(drafts, projectId, file.path, file.sha).find((d) => !d.proposedIn || changeRequests?.some((cr) => cr.id === d.proposedIn && cr.state !== 'merged')) ?? null,
    [drafts, projectId, file.path, file.sha, changeRequests],
  );

  const setBuffer = useCallback(
    (text: string) => {
      if (text === file.content) discardDraft(key);
      else saveDraft({ projectId, path: file.path, baseBlob: file.sha, baseCommit: file.ref, content: text, resolving: draft?.resolving });
    },
    [file, key, projectId, saveDraft, discardDraft, draft?.resolving],
  );

  // Edits proposed in a change request that was closed since are plain local edits again.
  const proposalClosed = Boolean(draft?.proposedIn && changeRequests?.some((cr) => cr.id === draft.proposedIn && cr.state === 'closed'));
  const proposedIn = draft?.proposedIn && !proposalClosed ? draft.proposedIn : null;

  return {
    buffer: draft?.content ?? file.content,
    setBuffer,
    hasDraft: Boolean(draft),
    dirty: Boolean(draft && !proposedIn),
    proposedIn,
    resolving: draft?.resolving ?? null,
    discard: () => discardDraft(key),
    markProposed: (crId) => markProposed(key, crId),
    stale: draft ? null : stale,
    restoreStale: () => {
      if (!stale) return;
      // The edited text goes over the current version; the change request's diff shows all it changes.
      saveDraft({ projectId, path: file.path, baseBlob: file.sha, baseCommit: file.ref, content: stale.content });
      discardDraft(draftKey(stale.projectId, stale.path, stale.baseBlob));
    },
    discardStale: () => {
      if (stale) discardDraft(draftKey(stale.projectId, stale.path, stale.baseBlob));
    },
  };
}
