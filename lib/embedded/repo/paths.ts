import 'server-only';

/**
 * A repository path in canonical form (`dir/file.ext`), or null when it cannot name a file in the tree:
 * empty, a `.`/`..` segment, a NUL or backslash, or a trailing slash.
 */
export function canonicalPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.replace(/^(\.\/|\/)+/, '');
  if (trimmed === '' || trimmed.length > 1024 || /[\0\\]/.test(trimmed)) return null;
  const segments = trimmed.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return trimmed;
}

/** A directory prefix in canonical form ('' for the root), or null when invalid. */
export function canonicalDir(path: unknown): string | null {
  if (path === undefined || path === '' || path === '/' || path === '.') return '';
  if (typeof path !== 'string') return null;
  return canonicalPath(path.replace(/\/+$/, ''));
}
