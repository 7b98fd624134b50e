import 'server-only';
import type { FileDiff } from '@/lib/contract/types-repo';
import type { InstalledItem, MarketplaceCommit, MarketplacePreview } from '@/lib/contract/types-marketplace';
import { applyFragment, replaceFragment, type FragmentResult } from '@/lib/marketplace/fragment';
import { LOCK_PATH, readLock, writeLock, type Lock } from '@/lib/marketplace/lock';
import { PlatformError, conflict, notFound } from '../errors';
import { diffFile } from '../repo/diff';
import { checkManifests } from '../repo/propose';
import type { FileChange, Tree } from '../repo/types';
import { catalogItem, latestOf, versionOf, type CatalogItem, type CatalogVersion } from './catalog';

const MANIFEST = 'platform.yaml';

/** A change to the default branch an install, update or removal would make, before it is committed. */
export interface Plan {
  changes: FileChange[];
  message: string;
  result: MarketplaceCommit;
}

export interface Actor {
  /** How the lock file names who installed (an email or a service-account name). */
  name: string;
  at: string;
}

function manifestOf(tree: Tree): string {
  const source = tree.get(MANIFEST);
  if (source !== undefined) return source;
  if (tree.has('platform.toml')) {
    throw conflict('manifest_format_unsupported', 'Installs merge into platform.yaml; this project still uses the legacy platform.toml. Move it to platform.yaml first');
  }
  throw new PlatformError(404, 'manifest_not_found', 'This project has no platform.yaml on its default branch');
}

/** A fragment merge the manifest refused, as the platform's error. */
function refused(result: Exclude<FragmentResult, { ok: true }>): PlatformError {
  if (result.code === 'fragment_invalid') return new PlatformError(500, 'fragment_invalid', result.message);
  return conflict(result.code, result.message, { path: MANIFEST });
}

export function requireItem(id: string): CatalogItem {
  const item = catalogItem(id);
  if (!item) throw notFound(`Marketplace item ${id}`);
  return item;
}

export function requireVersion(item: CatalogItem, version?: string): CatalogVersion {
  const found = versionOf(item, version);
  if (!found) throw new PlatformError(404, 'version_not_found', `${item.name} has no version ${version}`, { versions: item.versions.map((v) => v.version) });
  return found;
}

/** Only what differs from the tree, so a no-op file is not part of the commit. */
function effective(tree: Tree, changes: FileChange[]): FileChange[] {
  return changes.filter((change) => (tree.get(change.path) ?? null) !== change.content);
}

/** Install a version, or (when installed) move the install to it: manifest, files and lock in one change. */
export function planInstall(tree: Tree, item: CatalogItem, version: CatalogVersion, actor: Actor, mode: 'install' | 'update'): Plan {
  const source = manifestOf(tree);
  const lock = readLock(tree.get(LOCK_PATH));
  const existing = lock[item.id];
  if (mode === 'install' && existing) {
    throw conflict('already_installed', `${item.name} ${existing.version} is already installed; update it instead`, { name: item.id, version: existing.version });
  }
  if (mode === 'update' && !existing) throw new PlatformError(404, 'not_installed', `${item.id} is not installed in this project`);
  if (mode === 'update' && existing?.version === version.version) {
    throw conflict('up_to_date', `${item.name} is already at ${version.version}`, { name: item.id, version: version.version });
  }
  const merged = existing ? replaceFragment(source, existing.owned, version.fragment) : applyFragment(source, version.fragment);
  if (!merged.ok) throw refused(merged);
  const ownedBefore = new Set(existing?.files ?? []);
  for (const path of Object.keys(version.files)) {
    if (tree.has(path) && !ownedBefore.has(path)) {
      throw conflict('file_exists', `${path} already exists in the repository and is not part of ${item.name}`, { path });
    }
  }
  const files = Object.keys(version.files).sort();
  const nextLock: Lock = {
    ...lock,
    [item.id]: { item_id: item.id, kind: item.kind, version: version.version, installed_at: actor.at, installed_by: actor.name, files, owned: merged.owned },
  };
  const changes = effective(tree, [
    { path: MANIFEST, content: merged.source },
    ...files.map((path) => ({ path, content: version.files[path] })),
    ...[...ownedBefore].filter((path) => !files.includes(path) && tree.has(path)).map((path) => ({ path, content: null })),
    { path: LOCK_PATH, content: writeLock(nextLock) },
  ]);
  checkManifests(changes);
  const from = existing?.version ?? null;
  return {
    changes,
    message: from ? `Update ${item.name} from ${from} to ${version.version} (marketplace)` : `Install ${item.name} ${version.version} from the marketplace`,
    result: { name: item.id, item_id: item.id, version: version.version, from_version: from, commit_sha: '', files: changes.map((c) => c.path) },
  };
}

export function planRemove(tree: Tree, name: string): Plan {
  const source = manifestOf(tree);
  const lock = readLock(tree.get(LOCK_PATH));
  const existing = lock[name];
  if (!existing) throw new PlatformError(404, 'not_installed', `${name} is not installed in this project`);
  const merged = replaceFragment(source, existing.owned, null);
  if (!merged.ok) throw refused(merged);
  const rest: Lock = { ...lock };
  delete rest[name];
  const changes = effective(tree, [
    { path: MANIFEST, content: merged.source },
    ...existing.files.filter((path) => tree.has(path)).map((path) => ({ path, content: null })),
    { path: LOCK_PATH, content: writeLock(rest) },
  ]);
  checkManifests(changes);
  return {
    changes,
    message: `Remove ${catalogItem(existing.item_id)?.name ?? name} ${existing.version} (marketplace)`,
    result: { name, item_id: existing.item_id, version: null, from_version: existing.version, commit_sha: '', files: changes.map((c) => c.path) },
  };
}

/** The install's diff without committing it; a refusal is answered in `blocked` rather than as an error. */
export function previewInstall(tree: Tree, item: CatalogItem, version: CatalogVersion, actor: Actor): MarketplacePreview {
  const installed = readLock(tree.get(LOCK_PATH))[item.id];
  const action = installed ? 'update' : 'install';
  const base = { item_id: item.id, name: item.id, action, from_version: installed?.version ?? null, to_version: version.version } as const;
  try {
    const plan = planInstall(tree, item, version, actor, action);
    const files: FileDiff[] = plan.changes.map((c) => diffFile(c.path, tree.get(c.path), c.content ?? undefined));
    return { ...base, files, blocked: null };
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    const diagnostics = (error.details as { diagnostics?: NonNullable<MarketplacePreview['blocked']>['diagnostics'] }).diagnostics;
    return { ...base, files: [], blocked: { code: error.code, error: error.message, ...(diagnostics ? { diagnostics } : {}) } };
  }
}

export function installedItems(tree: Tree): InstalledItem[] {
  return Object.entries(readLock(tree.get(LOCK_PATH))).map(([name, entry]) => {
    const item = catalogItem(entry.item_id);
    const latest = item ? latestOf(item).version : entry.version;
    const position = (v: string) => item?.versions.findIndex((x) => x.version === v) ?? -1;
    return {
      name,
      item_id: entry.item_id,
      kind: entry.kind,
      version: entry.version,
      latest_version: latest,
      update_available: position(latest) > position(entry.version),
      installed_at: entry.installed_at,
      installed_by: entry.installed_by,
      files: entry.files,
    };
  });
}
