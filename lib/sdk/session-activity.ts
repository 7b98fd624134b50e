import type { SessionSummary } from '@/lib/contract/types';
import { SESSION_PIN_WINDOW_MS } from './limits';
import { num, prop } from './util';

/** Worth polling for: the runtime works on it (busy or retry), or it changed within the pinning window. */
export function isActiveSession(session: SessionSummary | unknown, now: number): boolean {
  const type = prop(prop(session, 'status'), 'type');
  if (type === 'busy' || type === 'retry') return true;
  const updated = num(prop(prop(session, 'time'), 'updated'));
  return updated !== undefined && updated >= now - SESSION_PIN_WINDOW_MS;
}
