import { createTwoFilesPatch } from 'diff';
import type { FileDiff } from '@/lib/contract/types-repo';
import { changedPaths } from './repository';
import type { Tree } from './types';

/** Unified diff of one file (git-style names, 3 lines of context) with its line counts. */
export function diffFile(path: string, before: string | undefined, after: string | undefined): FileDiff {
  const status: FileDiff['status'] = before === undefined ? 'added' : after === undefined ? 'deleted' : 'modified';
  const patch = createTwoFilesPatch(
    before === undefined ? '/dev/null' : `a/${path}`,
    after === undefined ? '/dev/null' : `b/${path}`,
    before ?? '',
    after ?? '',
    undefined,
    undefined,
    { context: 3 },
  );
  let additions = 0;
  let deletions = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    if (line.startsWith('+')) additions += 1;
    else if (line.startsWith('-')) deletions += 1;
  }
  return { path, status, patch, additions, deletions };
}

/** Every file that differs between two trees, sorted by path. */
export function diffTrees(before: Tree, after: Tree): FileDiff[] {
  return changedPaths(before, after).map((path) => diffFile(path, before.get(path), after.get(path)));
}
