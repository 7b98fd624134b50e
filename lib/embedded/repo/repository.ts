import 'server-only';
import type { Commit, FileEntry } from '@/lib/contract/types-repo';
import { commitSha } from './objects';
import type { CommitRecord, FileChange, RepoRecord, Tree } from './types';

export const DEFAULT_BRANCH = 'main';

export function createRepo(projectId: string): RepoRecord {
  return { project_id: projectId, default_branch: DEFAULT_BRANCH, branches: new Map(), commits: new Map(), next_cr_number: 1 };
}

export function applyChanges(tree: Tree, changes: readonly FileChange[]): Map<string, string> {
  const next = new Map(tree);
  for (const change of changes) {
    if (change.content === null) next.delete(change.path);
    else next.set(change.path, change.content);
  }
  return next;
}

/** Paths whose content differs between two trees (added, modified or deleted), sorted. */
export function changedPaths(before: Tree, after: Tree): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

const EMPTY_TREE: Tree = new Map();

/** Records a commit whose tree is `tree` on top of `parent` (null for a root commit); does not move any branch. */
export function writeCommit(
  repo: RepoRecord,
  input: { parent: string | null; tree: Tree; author: string; message: string; created_at: string },
): CommitRecord {
  const parentTree = input.parent ? (repo.commits.get(input.parent)?.tree ?? EMPTY_TREE) : EMPTY_TREE;
  const tree = new Map(input.tree);
  const record: CommitRecord = {
    sha: commitSha({ ...input, tree }),
    parent: input.parent,
    author: input.author,
    message: input.message,
    created_at: input.created_at,
    tree,
    files: changedPaths(parentTree, tree),
  };
  repo.commits.set(record.sha, record);
  return record;
}

/** Commits on top of a branch's head and moves the branch. */
export function commitToBranch(
  repo: RepoRecord,
  branch: string,
  input: { changes: readonly FileChange[]; author: string; message: string; created_at: string },
): CommitRecord {
  const parent = repo.branches.get(branch) ?? null;
  const base = parent ? (repo.commits.get(parent)?.tree ?? EMPTY_TREE) : EMPTY_TREE;
  const record = writeCommit(repo, { parent, tree: applyChanges(base, input.changes), author: input.author, message: input.message, created_at: input.created_at });
  repo.branches.set(branch, record.sha);
  return record;
}

export function defaultHead(repo: RepoRecord): CommitRecord | undefined {
  const sha = repo.branches.get(repo.default_branch);
  return sha ? repo.commits.get(sha) : undefined;
}

/** A branch name, a full sha, or an unambiguous sha prefix of at least 4 hex digits; undefined = default branch. */
export function resolveRef(repo: RepoRecord, ref?: string): CommitRecord | undefined {
  if (ref === undefined || ref === '') return defaultHead(repo);
  const branchHead = repo.branches.get(ref);
  if (branchHead) return repo.commits.get(branchHead);
  if (!/^[0-9a-f]{4,40}$/i.test(ref)) return undefined;
  const lower = ref.toLowerCase();
  const exact = repo.commits.get(lower);
  if (exact) return exact;
  const matches = [...repo.commits.keys()].filter((sha) => sha.startsWith(lower));
  return matches.length === 1 ? repo.commits.get(matches[0]) : undefined;
}

/** The first-parent chain from `head`, newest first. */
export function log(repo: RepoRecord, head: CommitRecord | undefined, limit = Infinity): CommitRecord[] {
  const out: CommitRecord[] = [];
  let current = head;
  while (current && out.length < limit) {
    out.push(current);
    current = current.parent ? repo.commits.get(current.parent) : undefined;
  }
  return out;
}

export function toCommit(record: CommitRecord): Commit {
  return {
    sha: record.sha,
    message: record.message,
    author: record.author,
    created_at: record.created_at,
    parent: record.parent,
    files: [...record.files],
  };
}

/** Files and the directories that hold them, below `dir` ('' = root), sorted by path. */
export function listTree(tree: Tree, dir: string): FileEntry[] {
  const prefix = dir ? `${dir}/` : '';
  const dirs = new Set<string>();
  const files: FileEntry[] = [];
  for (const [path, content] of tree) {
    if (!path.startsWith(prefix)) continue;
    const segments = path.split('/');
    for (let i = dir ? dir.split('/').length + 1 : 1; i < segments.length; i += 1) dirs.add(segments.slice(0, i).join('/'));
    files.push({ path, type: 'file', size: Buffer.byteLength(content, 'utf8') });
  }
  const entries: FileEntry[] = [...files, ...[...dirs].map((path): FileEntry => ({ path, type: 'dir' }))];
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
