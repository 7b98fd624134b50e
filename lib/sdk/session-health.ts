// Pure readers of a session's health answer (`GET …/sessions/{id}/health`). Total: any input gives an answer.
import type { SandboxFileContent, SessionHealth } from '@/lib/contract/types-sandbox';
import { base64ToBytes } from './base64';

const SANDBOX_STATES = new Set(['asleep', 'ready', 'unavailable']);

/** `getSessionHealth`'s answer: never an exception for a non-2xx status or a network failure (status 0). */
export interface SessionHealthResult {
  /** HTTP status; 0 when no answer arrived (network failure, or no client configured). */
  status: number;
  /** True for a 2xx answer. */
  ok: boolean;
  /** The health fields when the body carries them (a 503 for an evicted sandbox does), else null. */
  health: SessionHealth | null;
  /** The parsed JSON body, else its text, else null; for status 0 `{ error, code: 'network_error' | 'not_configured' }`. */
  body: unknown;
}

/** The health fields of any body, or null when it does not carry them. */
export function parseSessionHealth(body: unknown): SessionHealth | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.session_id !== 'string' || typeof b.sandbox !== 'string' || !SANDBOX_STATES.has(b.sandbox)) return null;
  if ((b.runtime !== 'ready' && b.runtime !== 'not_ready') || typeof b.ready !== 'boolean') return null;
  return {
    session_id: b.session_id,
    sandbox: b.sandbox as SessionHealth['sandbox'],
    runtime: b.runtime,
    ready: b.ready,
    checked_at: typeof b.checked_at === 'string' ? b.checked_at : '',
  };
}

/**
 * True when the session's agent runtime answers: given a `SessionHealth`, a `getSessionHealth` result or a raw body.
 * Anything else (an error, null, a malformed object) is false.
 */
export function isRuntimeReady(health: unknown): boolean {
  if (typeof health !== 'object' || health === null) return false;
  const inner = 'health' in health && 'status' in health ? (health as { health: unknown }).health : health;
  const parsed = parseSessionHealth(inner);
  return parsed !== null && parsed.ready && parsed.runtime === 'ready' && parsed.sandbox === 'ready';
}

/** The bytes of a `files.read` answer, whichever encoding it came in (empty for a malformed value). */
export function fileContentBytes(file: Pick<SandboxFileContent, 'encoding' | 'content'> | unknown): Uint8Array {
  if (typeof file !== 'object' || file === null) return new Uint8Array(0);
  const { encoding, content } = file as { encoding?: unknown; content?: unknown };
  if (typeof content !== 'string') return new Uint8Array(0);
  return encoding === 'base64' ? base64ToBytes(content) : new TextEncoder().encode(content);
}
