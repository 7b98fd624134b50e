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
}

export interface ChangeRequestDiff {
  files: FileDiff[];
}

export type ChangeRequestState = 'open' | 'merged' | 'closed';

export interface ChangeRequest {
  id: string;
  number: number;
  title: string;
  description: string;
  state: ChangeRequestState;
  author: string;
  base_sha: string;
  head_sha: string;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
  files: string[];
  feedback: { author: string; comment: string; created_at: string }[];
}

export interface MergePreview {
  mergeable: boolean;
  conflicts: string[];
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
}
