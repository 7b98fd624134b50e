import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local, unsaved edits of one file, made on top of the file version `baseBlob` (read at commit `baseCommit`). */
export interface ManifestDraft {
  projectId: string;
  path: string;
  baseBlob: string;
  baseCommit: string;
  content: string;
  updatedAt: number;
  /** Set once the edits were proposed; the draft is dropped when that change request is merged. */
  proposedIn: string | null;
  /** The text is a change request's three-way merge with the default branch, with conflicts to resolve before updating it. */
  resolving?: { crId: string; number: number; defaultHead: string };
}

export const draftKey = (projectId: string, path: string, baseBlob: string) => `${projectId}/${path}@${baseBlob}`;

interface DraftState {
  drafts: Record<string, ManifestDraft>;
  /** The change request the editor shows, per project + file (a selection, not server data). */
  selectedChangeRequest: Record<string, string>;
  saveDraft(draft: Omit<ManifestDraft, 'updatedAt' | 'proposedIn'>, now?: number): void;
  markProposed(key: string, crId: string): void;
  discardDraft(key: string): void;
  selectChangeRequest(projectId: string, path: string, crId: string | null): void;
}

export const useManifestDrafts = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      selectedChangeRequest: {},
      saveDraft: (draft, now = Date.now()) =>
        set((state) => {
          const key = draftKey(draft.projectId, draft.path, draft.baseBlob);
          // Editing again after proposing makes the buffer a new local draft.
          return { drafts: { ...state.drafts, [key]: { ...draft, updatedAt: now, proposedIn: null } } };
        }),
      markProposed: (key, crId) =>
        set((state) => (state.drafts[key] ? { drafts: { ...state.drafts, [key]: { ...state.drafts[key], proposedIn: crId, resolving: undefined } } } : state)),
      discardDraft: (key) =>
        set((state) => {
          if (!(key in state.drafts)) return state;
          const drafts = { ...state.drafts };
          delete drafts[key];
          return { drafts };
        }),
      selectChangeRequest: (projectId, path, crId) =>
        set((state) => {
          const selected = { ...state.selectedChangeRequest };
          if (crId) selected[`${projectId}/${path}`] = crId;
          else delete selected[`${projectId}/${path}`];
          return { selectedChangeRequest: selected };
        }),
    }),
    { name: 'console.manifest-drafts', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

/** Drafts of this file made on another version than `currentBlob` (the file changed on the default branch since). */
export function staleDrafts(drafts: Record<string, ManifestDraft>, projectId: string, path: string, currentBlob: string): ManifestDraft[] {
  return Object.values(drafts)
    .filter((d) => d.projectId === projectId && d.path === path && d.baseBlob !== currentBlob)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}
