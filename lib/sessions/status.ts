// The one status of a session, derived from its summary: the list, the header and the filters all read this, so a
// session never shows Error in one place and Idle in another. Total: any input gives a status, never an exception.
import { getRetryInfo } from '@/lib/sdk/helpers';
import { num, prop, str } from '@/lib/sdk/util';

export type SessionState = 'running' | 'idle' | 'error' | 'deleted';
export const SESSION_STATES: readonly SessionState[] = ['running', 'idle', 'error', 'deleted'];
export const SESSION_STATE_LABEL: Record<SessionState, string> = { running: 'Running', idle: 'Idle', error: 'Error', deleted: 'Deleted' };

/**
 * A run whose last step ended this recently still reads as running. Agent runs go `idle` for a moment between two
 * prompts of the same run (the simulated live session: 1.3 s of every 4 s turn); without this the badge would flip
 * between Running and Idle every couple of seconds.
 */
export const RUN_SETTLE_MS = 5_000;

export interface DerivedStatus {
  state: SessionState;
  /** What the badge says: "Running", "Retrying (attempt 2)", "Idle", "Error", "Deleted". */
  label: string;
  /** The runtime is waiting to retry (a kind of running). */
  retry?: { attempt: number; next: number; message: string };
  /** The error in words (state `error`). */
  error?: string;
}

/**
 * `deleted` (soft-deleted, inventory only) wins; then busy or retry on the wire is `running`; an assistant error on
 * an idle session is `error`; an idle session updated within RUN_SETTLE_MS of `now` is still `running`; else `idle`.
 */
export function deriveSessionStatus(summary: unknown, now: number): DerivedStatus {
  if (prop(summary, 'lifecycle') === 'deleted') return { state: 'deleted', label: SESSION_STATE_LABEL.deleted };
  const status = prop(summary, 'status');
  const type = prop(status, 'type');
  if (type === 'retry') {
    const info = getRetryInfo(status);
    if (info) return { state: 'running', label: `Retrying (attempt ${info.attempt})`, retry: { attempt: info.attempt, next: info.next, message: info.message } };
    return { state: 'running', label: 'Retrying' };
  }
  if (type === 'busy') return { state: 'running', label: SESSION_STATE_LABEL.running };
  const error = str(prop(summary, 'error'));
  if (error) return { state: 'error', label: SESSION_STATE_LABEL.error, error };
  const updated = num(prop(prop(summary, 'time'), 'updated'));
  const settling = updated !== undefined && Number.isFinite(now) && now - updated >= 0 && now - updated < RUN_SETTLE_MS && prop(summary, 'runtimeState') === 'running';
  if (settling) return { state: 'running', label: SESSION_STATE_LABEL.running };
  return { state: 'idle', label: SESSION_STATE_LABEL.idle };
}
