import 'server-only';
import type { ChangeRequest, ChangeRequestFeedback } from '@/lib/contract/types-repo';

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

export type FeedbackRecord = ChangeRequestFeedback;

/** The stored change request: the public record's fields (less `files`, derived from `changes`) plus what the store needs. */
export interface ChangeRequestRecord extends Omit<ChangeRequest, 'files'> {
  project_id: string;
  /** Principal id of the author (`usr_…` or `sa_…`). */
  author_id: string;
  /** `Name <email>` as written in commits. */
  author_commit: string;
  changes: FileChange[];
}
