// Repository and change-request records (fields "not shown" in the spec; chosen here).

export interface FileEntry {
  path: string;
  type: 'file' | 'dir';
  size?: number;
}

export interface FileContent {
  path: string;
  ref: string;
  sha: string;
  content: string;
  size: number;
}

export interface Commit {
  sha: string;
  message: string;
  author: string;
  created_at: string;
  parent: string | null;
  files: string[];
}

export interface FileDiff {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  /** Unified patch text. */
  patch: string;
  additions: number;
  deletions: number;
  /**
   * Present when no patch was computed (`patch` is empty): a side over 256 KB (`size`), more than 5,000 changed lines
   * (`edits`), or the request's diff time budget spent (`time`). The line counts say how big the file is.
   */
  too_large?: { reason: 'size' | 'edits' | 'time'; before_lines: number; after_lines: number };
}

export interface ChangeRequestDiff {
  files: FileDiff[];
}

export type ChangeRequestState = 'open' | 'merged' | 'closed';

export interface ChangeRequestFeedback {
  author: string;
  comment: string;
  created_at: string;
  /** The originating session the feedback was delivered to, when asked and the change request has one. */
  delivered_to_session: string | null;
}

export interface ChangeRequest {
  id: string;
  /** Per-project number, shown as `#3`. */
  number: number;
  title: string;
  description: string;
  state: ChangeRequestState;
  author: string;
  /** Default-branch commit the change was made on. */
  base_sha: string;
  /** The change request's own commit (on `branch`). */
  head_sha: string;
  branch: string;
  session_id: string | null;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
  merged_by: string | null;
  /** The default-branch commit the merge produced. */
  merge_sha: string | null;
  closed_at: string | null;
  files: string[];
  feedback: ChangeRequestFeedback[];
}

export interface MergePreview {
  mergeable: boolean;
  /** Files changed on the default branch since the change request's base, differently from the change request. */
  conflicts: string[];
  /** Why it cannot merge: `conflicts`, `already_merged`, `closed`; null when mergeable. */
  reason: 'conflicts' | 'already_merged' | 'closed' | null;
  default_head: string | null;
}

/** One file of a 409 `update_conflict` (changeRequests.updateBranch): the merge with git's conflict markers. */
export interface ChangeRequestConflictFile {
  path: string;
  /** The merged text with `<<<<<<<` / `=======` / `>>>>>>>` regions (for a deletion conflict: the side that kept the file). */
  content: string;
  /** The file's blob sha on the default branch's head (null when deleted there): the version the merged text goes over. */
  default_blob: string | null;
  /** 1-based lines of each region's three markers in `content`. */
  regions: { start: number; separator: number; end: number }[];
  /** `content`: both sides changed the same lines; `deleted_here` / `deleted_on_default`: one side deleted the file. */
  reason: 'content' | 'deleted_here' | 'deleted_on_default';
}

/** The details of a 409 `update_conflict`. */
export interface UpdateConflictDetails {
  default_head: string;
  files: ChangeRequestConflictFile[];
}

export interface Branch {
  name: string;
  sha: string;
  default: boolean;
}

export interface FileSearchMatch {
  path: string;
  line: number;
  text: string;
}

export interface VersionDiff {
  from: string;
  to: string;
  files: FileDiff[];
}

export interface ManifestValidation {
  ok: boolean;
  version: 1 | 2 | null;
  diagnostics: {
    path: (string | number)[];
    message: string;
    severity: 'error' | 'warning';
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    code?: string;
  }[];
  /** Diagnostics past the first 100 that were counted but not listed (`MAX_DIAGNOSTICS`); 0 when all are listed. */
  diagnostics_omitted: number;
  /** Every error, listed or not. */
  error_count: number;
}

/** What changed a proposed file since the base the editor opened (409 `file_changed`). */
export type FileChangeSource =
  | { kind: 'commit'; sha: string; message: string; author: string }
  | { kind: 'change_request'; id: string; number: number; title: string; author: string };

export interface StaleFile {
  path: string;
  /** The file as the editor opened it (null: it did not exist). */
  base_content: string | null;
  /** The file as it is now on `current_ref` (null: deleted there). */
  current_content: string | null;
  /** Where the current version lives: the default branch's head sha, or the change request's head sha. */
  current_ref: string;
  by: FileChangeSource;
}

/** Body details of 409 `file_changed` from `changeRequests.open` with `stale_check`. */
export interface FileChangedDetails {
  base_sha: string;
  default_head: string | null;
  files: StaleFile[];
}
