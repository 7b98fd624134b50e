/**
 * Lines added and removed by a unified patch. Only lines inside hunks count, so neither the `---`/`+++` file headers nor
 * a removed line that itself starts with `--` (`----x`) is taken for the other. Total on any string.
 */
export function patchStats(patch: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  let inHunk = false;
  for (const line of typeof patch === 'string' ? patch.split('\n') : []) {
    if (line.startsWith('@@')) inHunk = true;
    else if (!inHunk) continue;
    else if (line.startsWith('+')) additions += 1;
    else if (line.startsWith('-')) deletions += 1;
    else if (!line.startsWith(' ') && !line.startsWith('\\')) inHunk = false;
  }
  return { additions, deletions };
}
