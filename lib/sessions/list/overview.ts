// Figures of the project overview, from the session list: running, errors in the last 24 h, the most recent.
import type { SessionSummary } from '@/lib/contract/types';
import { deriveSessionStatus } from '@/lib/sessions/status';

export const DAY_MS = 24 * 60 * 60 * 1000;

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
  let errorsLast24h = 0;
  for (const s of list) {
    const { state } = deriveSessionStatus(s, now);
    if (state === 'running') running += 1;
    if (state === 'error' && now - updatedAt(s) <= DAY_MS) errorsLast24h += 1;
  }
  const recent = [...list].sort((a, b) => updatedAt(b) - updatedAt(a)).slice(0, Math.max(0, recentCount));
  return { running, errorsLast24h, recent };
}
