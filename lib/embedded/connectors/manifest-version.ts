import 'server-only';
import { defaultManifestFilename } from '@/lib/manifest';
import { repoOf } from '../repo/context';
import { defaultHead } from '../repo/repository';
import type { PlatformRuntime } from '../runtime';
import type { ProjectRecord } from '../store';

/** The default branch manifest's `platform_version` (1 or 2), or null without a manifest. */
export function manifestVersionOf(rt: PlatformRuntime, project: ProjectRecord): 1 | 2 | null {
  const head = defaultHead(repoOf(rt, project));
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  const source = path ? (head?.tree.get(path) ?? '') : '';
  if (!path) return null;
  const match = /^\s*platform_version\s*[:=]\s*["']?([12])["']?\s*(#.*)?$/m.exec(source);
  return match ? (Number(match[1]) as 1 | 2) : null;
}
