// Figures of the project overview, from the session list: running, errors in the last 24 h, the most recent.
import type { SessionSummary } from '@/lib/contract/types';
import { deriveSessionStatus } from '@/lib/sessions/status';
import { countMatching, type ListFilter } from './model';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The overview's spend card: the gateway's overview of this many days (the same key on the server and the client). */
export const SPEND_PERIOD_DAYS = 30;

/** The filter behind "Errors, last 24 h": the overview counts it and links to the list filtered by it. */
export function errorsLast24hFilter(now: number): ListFilter {
  return { text: '', status: 'error', since: now - DAY_MS };
}

/** The list's URL for a filter of `errorsLast24hFilter` (status and the rolling window's start). */
export function errorsLast24hQuery(now: number): string {
  return `status=error&since=${encodeURIComponent(new Date(now - DAY_MS).toISOString())}`;
}

export interface SessionFigures {
  running: number;
  errorsLast24h: number;
  recent: SessionSummary[];
}

const updatedAt = (s: SessionSummary): number => (typeof s.time?.updated === 'number' && Number.isFinite(s.time.updated) ? s.time.updated : 0);

/** Never throws: anything that is not a session list counts as empty. Child sessions are counted like any other. */
export function sessionFigures(sessions: readonly SessionSummary[] | unknown, now: number, recentCount = 5): SessionFigures {
  const list = Array.isArray(sessions) ? (sessions.filter((s) => typeof s === 'object' && s !== null) as SessionSummary[]) : [];
  let running = 0;
  for (const s of list) {
    if (deriveSessionStatus(s, now).state === 'running') running += 1;
  }
  const errorsLast24h = countMatching(list, errorsLast24hFilter(now), now);
  const recent = [...list].sort((a, b) => updatedAt(b) - updatedAt(a)).slice(0, Math.max(0, recentCount));
  return { running, errorsLast24h, recent };
}
