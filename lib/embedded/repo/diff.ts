import 'server-only';
import { createTwoFilesPatch } from 'diff';
import type { FileDiff } from '@/lib/contract/types-repo';
import { changedPaths } from './repository';
import type { Tree } from './types';
import { patchStats } from '@/lib/repo/patch-stats';

/** A side larger than this is not diffed (the spec's diff input limit); the answer says so with line counts. */
export const DIFF_MAX_BYTES = 256 * 1024;
/** Edit distance (in lines) past which jsdiff gives up: beyond it a line diff is not readable anyway. */
export const DIFF_MAX_EDIT_LENGTH = 5_000;
/** Time one request may spend diffing, over all its files: the embedded platform shares the console's event loop. */
export const DIFF_BUDGET_MS = 50;

const countLines = (text: string | undefined) =>
  text === undefined || text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function tooLarge(
  path: string,
  status: FileDiff['status'],
  before: string | undefined,
  after: string | undefined,
  reason: NonNullable<FileDiff['too_large']>['reason'],
): FileDiff {
  return {
    path,
    status,
    patch: '',
    additions: 0,
    deletions: 0,
    too_large: { reason, before_lines: countLines(before), after_lines: countLines(after) },
  };
}

/** Unified diff of one file (git-style names, 3 lines of context) with its line counts; `deadline` is a `performance.now()` time. */
export function diffFile(
  path: string,
  before: string | undefined,
  after: string | undefined,
  deadline = performance.now() + DIFF_BUDGET_MS,
): FileDiff {
  const status: FileDiff['status'] = before === undefined ? 'added' : after === undefined ? 'deleted' : 'modified';
  if ((before?.length ?? 0) > DIFF_MAX_BYTES || (after?.length ?? 0) > DIFF_MAX_BYTES) return tooLarge(path, status, before, after, 'size');
  const timeout = Math.floor(deadline - performance.now());
  if (timeout < 1) return tooLarge(path, status, before, after, 'time');
  const patch = createTwoFilesPatch(
    before === undefined ? '/dev/null' : `a/${path}`,
    after === undefined ? '/dev/null' : `b/${path}`,
    before ?? '',
    after ?? '',
    undefined,
    undefined,
    { context: 3, maxEditLength: DIFF_MAX_EDIT_LENGTH, timeout },
  );
  if (patch === undefined) return tooLarge(path, status, before, after, 'edits');
  return { path, status, patch, ...patchStats(patch) };
}

/** Every file that differs between two trees, sorted by path, within one time budget for the whole answer. */
export function diffTrees(before: Tree, after: Tree): FileDiff[] {
  const deadline = performance.now() + DIFF_BUDGET_MS;
  return changedPaths(before, after).map((path) => diffFile(path, before.get(path), after.get(path), deadline));
}
