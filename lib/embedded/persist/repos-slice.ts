// Repositories, stored content-addressed: a commit record holds only the paths it changed against its parent (as blob
// ids), a file's content is stored once per distinct content, and a large file is cut into chunks at line ends chosen
// by the lines' content, so a one-line change to a 1 MB file stores one new chunk and the new file's chunk list.
//
// Records: `r:<project>` the repository less its commits; `c:<project>:<sha>` a commit; `b:<blob id>` a file's
// content (`{ t }`) or its chunk ids (`{ k }`); `k:<chunk id>` a chunk; `q:<id>` a change request, its files' new
// content as blob ids too. A repository is stored whole (all its commits) the first time it differs from the seed,
// then commit by commit.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '../store';
import type { ChangeRequestRecord, CommitRecord, RepoRecord } from '../repo/types';
import type { Op } from './journal';
import { digest, encodeText, expect, parseText, track, type PersistedSlice } from './slice';

const NAME = 'repos';
const CHUNK_MIN = 4 * 1024;
const CHUNK_MAX = 32 * 1024;
/** A chunk ends after a line whose hash has these bits clear (once past CHUNK_MIN): about every 64 lines. */
const BOUNDARY_MASK = 63;

const contentId = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Cuts `text` at line ends chosen by the lines' content, so an edit moves at most the boundaries around it. */
export function chunkText(text: string): string[] {
  if (text.length <= CHUNK_MAX) return [text];
  const chunks: string[] = [];
  let start = 0;
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    const end = newline === -1 ? text.length : newline + 1;
    let h = 0x811c9dc5;
    for (let i = at; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    at = end;
    const size = at - start;
    if ((size >= CHUNK_MIN && ((h >>> 0) & BOUNDARY_MASK) === 0) || size >= CHUNK_MAX) {
      chunks.push(text.slice(start, at));
      start = at;
    }
  }
  if (start < text.length) chunks.push(text.slice(start));
  return chunks;
}

const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapKeys = Map.prototype.keys;

/** The repository record less its commits (a future field is stored without changes here). */
const headerText = (repo: RepoRecord) => encodeText({ ...repo, commits: undefined });
const commitKey = (pid: string, sha: string) => `c:${pid}:${sha}`;

export const reposSlice: PersistedSlice = {
  name: NAME,
  covers: ['repos', 'changeRequests'],
  open(store: Store, stored, context) {
    const repos = store.repos;
    const seeded = new Map<string, { header: string; commits: Set<string> }>();
    for (const [pid, repo] of repos) seeded.set(pid, { header: digest(headerText(repo)), commits: new Set(repo.commits.keys()) });
    const seededRequests = new Map([...store.changeRequests].map(([id, cr]) => [id, digest(encodeText(cr))]));
    const restored = restore(repos, store.changeRequests, stored);
    /** Change requests: the digest of their stored form with content (as on the seed), as last saved. */
    const requests = new Map(seededRequests);
    for (const [id, cr] of store.changeRequests) if (restored.requests.has(id)) requests.set(id, digest(encodeText(cr)));
    for (const id of restored.requestTombstones) requests.delete(id);
    /** Per stored repository: its header's digest and its stored commits. */
    const written = new Map<string, { header: string; commits: Set<string> }>();
    for (const [pid, commits] of restored.commits) written.set(pid, { header: restored.headers.get(pid)!, commits });
    const blobs = restored.blobs;
    const chunks = restored.chunks;
    let tracked = track(store, 'repos', context);
    let trackedRequests = track(store, 'changeRequests', context);

    function blobOps(content: string, ops: Op[]): string {
      const id = contentId(content);
      if (blobs.has(id)) return id;
      blobs.add(id);
      const parts = chunkText(content);
      if (parts.length === 1) {
        ops.push([`b:${id}`, JSON.stringify({ t: content })]);
        return id;
      }
      const ids = parts.map((part) => {
        const chunk = contentId(part);
        if (!chunks.has(chunk)) {
          chunks.add(chunk);
          ops.push([`k:${chunk}`, JSON.stringify(part)]);
        }
        return chunk;
      });
      ops.push([`b:${id}`, JSON.stringify({ k: ids })]);
      return id;
    }

    function commitOps(pid: string, repo: RepoRecord, commit: CommitRecord, ops: Op[]): void {
      const parent = commit.parent ? repo.commits.get(commit.parent) : undefined;
      const tree: Array<[string, string | null]> = [];
      for (const [path, content] of commit.tree) if (parent?.tree.get(path) !== content) tree.push([path, blobOps(content, ops)]);
      if (parent) for (const path of parent.tree.keys()) if (!commit.tree.has(path)) tree.push([path, null]);
      ops.push([commitKey(pid, commit.sha), encodeText({ c: { ...commit, tree: undefined }, base: parent ? parent.sha : null, tree })]);
    }

    function requestOps(full: boolean, ops: Op[]): void {
      if (store.changeRequests !== trackedRequests) {
        trackedRequests = track(store, 'changeRequests', context);
        full = true;
      }
      const touched = trackedRequests.take();
      const ids = full || touched.all ? new Set([...(mapKeys.call(trackedRequests) as Iterable<string>), ...requests.keys()]) : touched.keys;
      for (const id of ids) {
        if (!mapHas.call(trackedRequests, id)) {
          if (requests.delete(id)) ops.push([`q:${id}`, seededRequests.has(id) ? null : undefined]);
          continue;
        }
        const cr = mapGet.call(trackedRequests, id) as ChangeRequestRecord;
        const d = digest(encodeText(cr));
        if (requests.get(id) === d) continue;
        requests.set(id, d);
        const changes = cr.changes.map((c) => ({ path: c.path, blob: c.content === null ? null : blobOps(c.content, ops) }));
        ops.push([`q:${id}`, encodeText({ ...cr, changes })]);
      }
    }

    return {
      changes(full = false) {
        const ops: Op[] = [];
        requestOps(full, ops);
        if (store.repos !== tracked) {
          tracked = track(store, 'repos', context);
          full = true;
        }
        const touched = tracked.take();
        const pids = full || touched.all ? new Set([...(mapKeys.call(tracked) as Iterable<string>), ...written.keys()]) : touched.keys;
        for (const pid of pids) {
          const stored = written.get(pid);
          if (!mapHas.call(tracked, pid)) {
            if (!stored) continue;
            ops.push([`r:${pid}`, seeded.has(pid) ? null : undefined]);
            for (const sha of stored.commits) ops.push([commitKey(pid, sha), undefined]);
            written.delete(pid);
            continue;
          }
          const repo = mapGet.call(tracked, pid) as RepoRecord;
          const header = headerText(repo);
          const headerDigest = digest(header);
          const base = stored ?? seeded.get(pid);
          if (base && base.header === headerDigest && repo.commits.size === base.commits.size && [...repo.commits.keys()].every((sha) => base.commits.has(sha))) continue;
          // First difference from the seed: the whole repository; then only new commits.
          const entry = stored ?? { header: '', commits: new Set<string>() };
          written.set(pid, entry);
          if (entry.header !== headerDigest) {
            ops.push([`r:${pid}`, header]);
            entry.header = headerDigest;
          }
          for (const [sha, commit] of repo.commits) {
            if (entry.commits.has(sha)) continue;
            commitOps(pid, repo, commit, ops);
            entry.commits.add(sha);
          }
          for (const sha of entry.commits) {
            if (repo.commits.has(sha)) continue;
            ops.push([commitKey(pid, sha), undefined]);
            entry.commits.delete(sha);
          }
        }
        return ops;
      },
    };
  },
};

interface StoredCommit {
  commit: Omit<CommitRecord, 'tree'>;
  base: string | null;
  tree: Array<[string, string | null]>;
}

/** Applies the stored repositories to the seeded map; returns what is stored, for tracking. */
function restore(repos: Map<string, RepoRecord>, changeRequests: Map<string, ChangeRequestRecord>, stored: ReadonlyMap<string, string | null>) {
  const requests = new Set<string>();
  const requestTombstones = new Set<string>();
  const requestRecords = new Map<string, string>();
  const headers = new Map<string, string>();
  const commits = new Map<string, Set<string>>();
  const blobs = new Set<string>();
  const chunks = new Set<string>();
  const blobRecords = new Map<string, string>();
  const chunkRecords = new Map<string, string>();
  const commitRecords = new Map<string, Map<string, StoredCommit>>();
  const newRepos = new Map<string, RepoRecord>();
  for (const [key, text] of stored) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const rest = key.slice(colon + 1);
    if (kind === 'r') {
      if (text === null) {
        repos.delete(rest);
        continue;
      }
      const header = parseText(text, NAME, key) as RepoRecord;
      expect(header && typeof header === 'object' && header.branches instanceof Map, NAME, `${key} is not a repository`);
      newRepos.set(rest, { ...header, commits: new Map() });
      headers.set(rest, digest(text));
    } else if (kind === 'c') {
      expect(text !== null, NAME, `${key} is a tombstone`);
      const split = rest.lastIndexOf(':');
      const pid = rest.slice(0, split);
      const value = parseText(text, NAME, key) as { c?: unknown; base?: unknown; tree?: unknown };
      expect(value && typeof value === 'object' && value.c && typeof value.c === 'object' && Array.isArray(value.tree) && (value.base === null || typeof value.base === 'string'), NAME, `${key} is not a commit`);
      const normalized = { commit: value.c, base: value.base, tree: value.tree } as StoredCommit;
      let forRepo = commitRecords.get(pid);
      if (!forRepo) commitRecords.set(pid, (forRepo = new Map()));
      forRepo.set(rest.slice(split + 1), normalized);
    } else if (kind === 'b') {
      expect(text !== null, NAME, `${key} is a tombstone`);
      blobRecords.set(rest, text);
      blobs.add(rest);
    } else if (kind === 'q') {
      if (text === null) {
        changeRequests.delete(rest);
        requestTombstones.add(rest);
      } else requestRecords.set(rest, text);
    } else if (kind === 'k') {
      expect(text !== null, NAME, `${key} is a tombstone`);
      chunkRecords.set(rest, text);
      chunks.add(rest);
    } else {
      expect(false, NAME, `unknown record ${key}`);
    }
  }
  const contents = new Map<string, string>();
  const content = (id: string): string => {
    const known = contents.get(id);
    if (known !== undefined) return known;
    const text = blobRecords.get(id);
    expect(text !== undefined, NAME, `blob ${id} is missing`);
    const blob = JSON.parse(text) as { t?: unknown; k?: unknown };
    let value: string;
    if (typeof blob.t === 'string') value = blob.t;
    else {
      expect(Array.isArray(blob.k), NAME, `blob ${id} is malformed`);
      value = (blob.k as unknown[])
        .map((chunk) => {
          const part = typeof chunk === 'string' ? chunkRecords.get(chunk) : undefined;
          expect(part !== undefined, NAME, `chunk ${String(chunk)} of blob ${id} is missing`);
          return JSON.parse(part) as string;
        })
        .join('');
    }
    contents.set(id, value);
    return value;
  };
  for (const [pid, repo] of newRepos) {
    const records = commitRecords.get(pid) ?? new Map<string, StoredCommit>();
    const built = repo.commits;
    for (const sha of records.keys()) {
      // Walk up to a built (or root) commit, then build down: no recursion however long the history.
      const chain: string[] = [];
      let at: string | null = sha;
      while (at !== null && !built.has(at)) {
        chain.push(at);
        const record = records.get(at);
        expect(record, NAME, `commit ${at} of ${pid} is missing`);
        at = record.base;
      }
      for (const id of chain.reverse()) {
        const record = records.get(id)!;
        const tree = new Map(record.base ? built.get(record.base)!.tree : []);
        for (const [path, blob] of record.tree) {
          if (blob === null) tree.delete(path);
          else tree.set(path, content(blob));
        }
        built.set(id, { ...record.commit, tree } as CommitRecord);
      }
    }
    repos.set(pid, repo);
    commits.set(pid, new Set(records.keys()));
  }
  for (const [id, text] of requestRecords) {
    const cr = parseText(text, NAME, `q:${id}`) as Omit<ChangeRequestRecord, 'changes'> & { changes: Array<{ path: string; blob: string | null }> };
    expect(cr && typeof cr === 'object' && Array.isArray(cr.changes), NAME, `q:${id} is not a change request`);
    const changes = cr.changes.map((c) => {
      expect(c && typeof c.path === 'string' && (c.blob === null || typeof c.blob === 'string'), NAME, `q:${id} has a malformed change`);
      return { path: c.path, content: c.blob === null ? null : content(c.blob) };
    });
    changeRequests.set(id, { ...cr, changes });
    requests.add(id);
  }
  return { headers, commits, blobs, chunks, requests, requestTombstones };
}
