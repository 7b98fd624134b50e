// Triggers live in the project manifest (spec): reading them parses the default branch's manifest; writing them edits
// the `triggers` list with the YAML Document API (comments and layout elsewhere are kept) or smol-toml, and commits.
import 'server-only';
import { isSeq, parseDocument } from 'yaml';
import { parse as parseToml, stringify as toToml } from 'smol-toml';
import { defaultManifestFilename } from '@/lib/manifest';
import { PlatformError } from '../errors';
import { authorOf, repoOf } from '../repo/context';
import { commitToBranch, defaultHead } from '../repo/repository';
import type { ProjectRecord } from '../store';
import { isoAt, type Caller, type PlatformRuntime } from '../runtime';

export type TriggerEntry = Record<string, unknown> & { slug: string };

function manifestOf(rt: PlatformRuntime, project: ProjectRecord) {
  const repo = repoOf(rt, project);
  const head = defaultHead(repo);
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) throw new PlatformError(409, 'manifest_not_found', 'This project has no platform.yaml to hold triggers');
  return { repo, path, source: head.tree.get(path) ?? '', format: path === 'platform.toml' ? ('toml' as const) : ('yaml' as const) };
}

function entriesOf(value: unknown): TriggerEntry[] {
  return Array.isArray(value) ? value.filter((t): t is TriggerEntry => typeof t === 'object' && t !== null && typeof (t as { slug?: unknown }).slug === 'string') : [];
}

export function readTriggers(rt: PlatformRuntime, project: ProjectRecord): TriggerEntry[] {
  try {
    const { source, format } = manifestOf(rt, project);
    const data = format === 'toml' ? parseToml(source) : parseDocument(source).toJS();
    return entriesOf((data as { triggers?: unknown } | null)?.triggers);
  } catch {
    return [];
  }
}

/** Replaces the manifest's trigger list by `next(current)` in one commit; answers the commit sha. */
export function writeTriggers(rt: PlatformRuntime, project: ProjectRecord, caller: Caller, message: string, next: (current: TriggerEntry[]) => TriggerEntry[]): string {
  const { repo, path, source, format } = manifestOf(rt, project);
  let content: string;
  if (format === 'toml') {
    const data = parseToml(source) as Record<string, unknown>;
    data.triggers = next(entriesOf(data.triggers));
    content = toToml(data);
  } else {
    const doc = parseDocument(source);
    const updated = next(entriesOf(doc.toJS()?.triggers));
    const existing = doc.get('triggers', true);
    // Keep the nodes of untouched triggers (their comments); replace the others.
    if (isSeq(existing)) {
      const bySlug = new Map(existing.items.map((item) => [String((item as { get?: (k: string) => unknown }).get?.('slug') ?? ''), item]));
      const before = new Map(entriesOf(doc.toJS()?.triggers).map((t) => [t.slug, JSON.stringify(t)]));
      existing.items = updated.map((t) => (before.get(t.slug) === JSON.stringify(t) ? bySlug.get(t.slug)! : doc.createNode(t)));
    } else {
      doc.set('triggers', doc.createNode(updated));
    }
    content = String(doc);
  }
  const author = authorOf(rt, caller);
  return commitToBranch(repo, repo.default_branch, { changes: [{ path, content }], author: author.commit, message, created_at: isoAt(rt.now()) }).sha;
}
