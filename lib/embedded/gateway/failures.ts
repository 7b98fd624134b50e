// How an attempt can fail in the generated traffic, and what the gateway answers for it.
import 'server-only';
import type { GatewayStatusClass } from '@/lib/contract/types-gateway';

export interface FailureKind {
  status: number;
  code: string;
  stage: 'connect' | 'upstream' | 'stream' | 'policy';
  message: string;
  /** Transient failures fall back under `fallbackOn: transient`; the others only under `any-error`. */
  transient: boolean;
}

/** Index 0 is "no failure"; the others are stored 4 bits per attempt in `Traffic.failures`. */
export const FAILURES: readonly (FailureKind | null)[] = [
  null,
  { status: 429, code: 'rate_limited', stage: 'upstream', message: 'The provider rate-limited this key', transient: true },
  { status: 500, code: 'upstream_error', stage: 'upstream', message: 'The provider answered with an internal error', transient: true },
  { status: 502, code: 'bad_gateway', stage: 'upstream', message: 'The provider sent an invalid answer', transient: true },
  { status: 503, code: 'provider_unavailable', stage: 'connect', message: 'The provider could not be reached', transient: true },
  { status: 504, code: 'upstream_timeout', stage: 'stream', message: 'No answer within 30 s', transient: true },
  { status: 400, code: 'invalid_request', stage: 'upstream', message: 'The provider refused the request body', transient: false },
  { status: 400, code: 'context_length_exceeded', stage: 'upstream', message: 'The prompt is longer than the model’s context window', transient: false },
  { status: 400, code: 'content_policy', stage: 'policy', message: 'The request was refused by the content policy', transient: false },
];

export const FAIL = { none: 0, rateLimit: 1, server: 2, badGateway: 3, unavailable: 4, timeout: 5, invalid: 6, context: 7, policy: 8 } as const;

/** Codes a request can end with; index 0 is "none". `key_revoked` is answered before routing (401). */
export const ERROR_CODES = ['', 'rate_limited', 'upstream_error', 'bad_gateway', 'provider_unavailable', 'upstream_timeout', 'invalid_request', 'context_length_exceeded', 'content_policy', 'key_revoked', 'all_candidates_failed'] as const;
export const CODE_KEY_REVOKED = 9;
export const CODE_ALL_FAILED = 10;

export const STATUS_CLASSES: readonly GatewayStatusClass[] = ['ok', '4xx', '429', '5xx', 'timeout'];
export const CLS = { ok: 0, client: 1, rate: 2, server: 3, timeout: 4 } as const;

export function classOfStatus(status: number): number {
  if (status < 400) return CLS.ok;
  if (status === 429) return CLS.rate;
  if (status === 504) return CLS.timeout;
  if (status < 500) return CLS.client;
  return CLS.server;
}

/** How long a failed attempt took (ms), rebuilt identically for the log detail from the row's hash. */
export function failureDuration(kind: number, u: number): number {
  switch (kind) {
    case FAIL.rateLimit: return 60 + Math.round(u * 240);
    case FAIL.unavailable: return 40 + Math.round(u * 160);
    case FAIL.timeout: return 30_000;
    case FAIL.server:
    case FAIL.badGateway: return 300 + Math.round(u * 1_700);
    default: return 120 + Math.round(u * 400);
  }
}
