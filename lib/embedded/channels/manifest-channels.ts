// How the manifest records a project's channels (docs/CHANNELS.md). Version 2 declares each as a channel connector
// under its reserved slug (`platform_chat_a`, `platform_email`: provider `channel`); version 1 lists it under
// `channels` with the events its mode listens to. Every change is one commit on the default branch, refused with the
// manifest's diagnostics when the result would not validate.
import 'server-only';
import { isSeq, parseDocument } from 'yaml';
import { parse as parseToml, stringify as toToml } from 'smol-toml';
import { capDiagnostics } from '@/lib/contract/limits';
import { defaultManifestFilename, parseManifest } from '@/lib/manifest';
import { PlatformError } from '../errors';
import { authorOf, repoOf } from '../repo/context';
import { commitToBranch, defaultHead } from '../repo/repository';
import type { ProjectRecord } from '../store';
import { isoAt, type Caller, type PlatformRuntime } from '../runtime';

export type ChannelKind = 'chat' | 'email';

export const CHANNEL_SLUG: Record<ChannelKind, string> = { chat: 'platform_chat_a', email: 'platform_email' };
export const CHANNEL_PLATFORM: Record<ChannelKind, string> = { chat: '<chat_platform_a>', email: 'email' };

/**
 * The manifest's record of one channel (null: remove it). `events` are written in version 1 only; absent, an entry
 * keeps the events it has (or gets `defaultEvents`). Other fields of an existing entry are kept.
 */
export interface ChannelEntry {
  events?: string[];
  defaultEvents: string[];
}

type Entry = Record<string, unknown>;

function manifestOf(rt: PlatformRuntime, project: ProjectRecord) {
  const repo = repoOf(rt, project);
  const head = defaultHead(repo);
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) return null;
  return { repo, path, source: head.tree.get(path) ?? '', format: path === 'platform.toml' ? ('toml' as const) : ('yaml' as const) };
}

const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter((e): e is Entry => typeof e === 'object' && e !== null && !Array.isArray(e)) : []);

function versionOf(data: unknown): 1 | 2 {
  const v = (data as { platform_version?: unknown } | null)?.platform_version;
  return v === 1 || v === '1' ? 1 : 2;
}

/** Where a channel sits in the manifest: its list, how an entry is matched, and the entry to write. */
function placeOf(version: 1 | 2, kind: ChannelKind) {
  if (version === 1) {
    return {
      key: 'channels',
      label: `channels[platform=${CHANNEL_PLATFORM[kind]}]`,
      matches: (e: Entry) => e.platform === CHANNEL_PLATFORM[kind],
      entry: (c: ChannelEntry, old?: Entry): Entry => ({ ...old, platform: CHANNEL_PLATFORM[kind], enabled: true, events: c.events ?? (Array.isArray(old?.events) ? old.events : c.defaultEvents) }),
    };
  }
  return {
    key: 'connectors',
    label: `connectors[${CHANNEL_SLUG[kind]}]`,
    matches: (e: Entry) => e.slug === CHANNEL_SLUG[kind],
    entry: (): Entry => ({ slug: CHANNEL_SLUG[kind], provider: 'channel', platform: CHANNEL_PLATFORM[kind], name: kind === 'chat' ? 'Team chat' : 'Email' }),
  };
}

/** Where the manifest records the channel now (null entry: it does not). */
export function recordedChannel(rt: PlatformRuntime, project: ProjectRecord, kind: ChannelKind): { path: string | null; entry: string | null } {
  const manifest = manifestOf(rt, project);
  if (!manifest) return { path: null, entry: null };
  try {
    const data = manifest.format === 'toml' ? parseToml(manifest.source) : parseDocument(manifest.source).toJS();
    const place = placeOf(versionOf(data), kind);
    const found = list((data as Entry | null)?.[place.key]).some(place.matches);
    return { path: manifest.path, entry: found ? place.label : null };
  } catch {
    return { path: manifest.path, entry: null };
  }
}

/**
 * Writes the channel's entry (or removes it, `next` null) and commits. Answers the commit sha, or null when the
 * manifest already says so (version 2 records no events, so a mode change there changes nothing) or the project
 * has no manifest.
 */
export function writeChannel(rt: PlatformRuntime, project: ProjectRecord, caller: Caller, kind: ChannelKind, next: ChannelEntry | null, message: string): string | null {
  const manifest = manifestOf(rt, project);
  if (!manifest) return null;
  let content: string;
  if (manifest.format === 'toml') {
    const data = parseToml(manifest.source) as Entry;
    const place = placeOf(versionOf(data), kind);
    const all = list(data[place.key]);
    const old = all.find(place.matches);
    const rest = all.filter((e) => !place.matches(e));
    const items = next ? [...rest, place.entry(next, old)] : rest;
    if (items.length) data[place.key] = items;
    else delete data[place.key];
    content = toToml(data);
  } else {
    const doc = parseDocument(manifest.source);
    const place = placeOf(versionOf(doc.toJS()), kind);
    const existing = doc.get(place.key, true);
    const raw: unknown = doc.toJS()?.[place.key];
    // Indexes of `raw` are those of the sequence's items (non-object items included).
    const entries: unknown[] = Array.isArray(raw) ? raw : [];
    const index = entries.findIndex((e) => list([e]).some(place.matches));
    if (isSeq(existing)) {
      // Keep the other entries' nodes (and their comments); replace or drop this channel's.
      const items = existing.items.filter((_, i) => i !== index);
      if (next) {
        const wanted = place.entry(next, index >= 0 ? (entries[index] as Entry) : undefined);
        const same = index >= 0 && JSON.stringify(wanted) === JSON.stringify(entries[index]);
        const node = same ? existing.items[index] : doc.createNode(wanted);
        if (index >= 0) items.splice(index, 0, node);
        else items.push(node);
      }
      existing.items = items;
      if (!items.length) doc.delete(place.key);
    } else if (next) {
      doc.set(place.key, doc.createNode([place.entry(next, undefined)]));
    }
    content = String(doc);
  }
  if (content === manifest.source) return null;
  const result = parseManifest(content, { format: manifest.format });
  if (!result.ok) {
    const { shown, omitted } = capDiagnostics(result.diagnostics.filter((d) => d.severity === 'error'));
    throw new PlatformError(422, 'invalid_manifest', `The manifest would not validate after this channel change: ${shown[0]?.message ?? 'see diagnostics'}`, { path: manifest.path, diagnostics: shown, diagnostics_omitted: omitted });
  }
  const author = authorOf(rt, caller);
  return commitToBranch(manifest.repo, manifest.repo.default_branch, { changes: [{ path: manifest.path, content }], author: author.commit, message, created_at: isoAt(rt.now()) }).sha;
}
