// A request path → the route template it matched, for request logs: ids and tokens in a path never reach a log, and
// the log's routes stay few. Templates use either spelling: the contract's `/v1/projects/{projectId}` or Next's
// `/projects/[projectId]`, `[...path]`, `[[...path]]`. Total: any input gives an answer.
import 'server-only';

import 'server-only';
export const UNMATCHED_ROUTE = '(unmatched)';

type Segment = { kind: 'static'; value: string } | { kind: 'param' } | { kind: 'rest'; optional: boolean };

interface Compiled {
  template: string;
  segments: Segment[];
  /** More static segments first, then a catch-all last: `/projects/new` beats `/projects/[projectId]`. */
  rank: [number, number];
}

function parseSegment(raw: string): Segment {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(raw)) return { kind: 'rest', optional: true };
  if (/^\[\.\.\.[^\]]+\]$/.test(raw)) return { kind: 'rest', optional: false };
  if (/^\{[^}]+\}$/.test(raw) || /^\[[^\]]+\]$/.test(raw)) return { kind: 'param' };
  return { kind: 'static', value: raw };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function compile(template: string): Compiled {
  const segments = splitPath(template)
    // Next's route groups, `(console)`, are not part of the URL.
    .filter((s) => !/^\(.+\)$/.test(s))
    .map(parseSegment);
  const statics = segments.filter((s) => s.kind === 'static').length;
  return { template: '/' + splitPath(template).filter((s) => !/^\(.+\)$/.test(s)).join('/'), segments, rank: [statics, segments.some((s) => s.kind === 'rest') ? 0 : 1] };
}

function matches(segments: Segment[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.kind === 'rest') return segment.optional || parts.length > i;
    if (i >= parts.length) return false;
    if (segment.kind === 'static' && segment.value !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

/** Builds a matcher over `templates`; a path no template matches gives UNMATCHED_ROUTE. */
export function createRouteMatcher(templates: readonly unknown[]): (path: unknown) => string {
  const compiled = templates
    .filter((t): t is string => typeof t === 'string' && t.startsWith('/'))
    .map(compile)
    .sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1]);
  return (path) => {
    if (typeof path !== 'string') return UNMATCHED_ROUTE;
    const query = path.indexOf('?');
    const parts = splitPath(query === -1 ? path : path.slice(0, query));
    return compiled.find((c) => matches(c.segments, parts))?.template ?? UNMATCHED_ROUTE;
  };
}
