import type { ChangeRequestState } from '@/lib/contract/types-repo';

/** A file path → its full text. Every commit holds the complete tree (small repositories; no packing). */
export type Tree = ReadonlyMap<string, string>;

export interface CommitRecord {
  sha: string;
  parent: string | null;
  author: string;
  message: string;
  created_at: string;
  tree: Tree;
  /** Paths added, modified or deleted relative to the parent. */
  files: string[];
}

export interface RepoRecord {
  project_id: string;
  default_branch: string;
  /** Branch name → head commit sha. Change requests live on `cr/<number>`. */
  branches: Map<string, string>;
  commits: Map<string, CommitRecord>;
  /** Number the next change request of this project gets. */
  next_cr_number: number;
}

/** One file of a change: new full content, or null to delete it. */
export interface FileChange {
  path: string;
  content: string | null;
}

export interface FeedbackRecord {
  author: string;
  comment: string;
  created_at: string;
  delivered_to_session: string | null;
}

export interface ChangeRequestRecord {
  id: string;
  project_id: string;
  number: number;
  title: string;
  description: string;
  state: ChangeRequestState;
  /** Principal id of the author (`usr_…` or `sa_…`). */
  author_id: string;
  author: string;
  /** `Name <email>` as written in commits. */
  author_commit: string;
  base_sha: string;
  head_sha: string;
  branch: string;
  changes: FileChange[];
  session_id: string | null;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
  merged_by: string | null;
  merge_sha: string | null;
  closed_at: string | null;
  feedback: FeedbackRecord[];
}
