// Paths come from agents on any OS: both "/" and "\" separate segments.

function trimTrailingSeparators(path: string): string {
  let end = path.length;
  while (end > 1 && (path[end - 1] === '/' || path[end - 1] === '\\')) end--;
  return path.slice(0, end);
}

function lastSeparator(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
}

/** Last segment of a path ("src/app.ts" → "app.ts"); '' for an empty or non-string path. */
export function getFilename(path: unknown): string {
  if (typeof path !== 'string' || path === '') return '';
  const trimmed = trimTrailingSeparators(path);
  const index = lastSeparator(trimmed);
  return index < 0 ? trimmed : trimmed.slice(index + 1) || trimmed;
}

/** Everything before the last segment ("src/app.ts" → "src", "/app.ts" → "/"); '' when there is none. */
export function getDirectory(path: unknown): string {
  if (typeof path !== 'string' || path === '') return '';
  const trimmed = trimTrailingSeparators(path);
  const index = lastSeparator(trimmed);
  if (index < 0) return '';
  if (index === 0) return trimmed[0];
  const dir = trimmed.slice(0, index);
  return /^[A-Za-z]:$/.test(dir) ? dir + trimmed[index] : dir;
}

function normalizeSeparators(path: string): string {
  return path.replace(/\\/g, '/');
}

/**
 * `path` relative to `root` when it lies inside it ("/repo/src/a.ts", "/repo" → "src/a.ts"),
 * "." when it is the root itself, otherwise `path` unchanged. Either separator matches either.
 */
export function relativizePath(path: unknown, root?: unknown): string {
  if (typeof path !== 'string') return '';
  if (typeof root !== 'string' || root === '') return path;
  const base = trimTrailingSeparators(normalizeSeparators(root));
  const target = normalizeSeparators(path);
  if (base === '/') return target.startsWith('/') ? path.slice(1) || '.' : path;
  if (trimTrailingSeparators(target) === base) return '.';
  if (!target.startsWith(base + '/')) return path;
  return path.slice(base.length + 1) || '.';
}
