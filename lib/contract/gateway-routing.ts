// The gateway's routing vocabulary, shared by the contract's inputs, the platform and the console (lib/gateway).

export const FALLBACK_ON = ['transient', 'any-error'] as const;

/** Fallback chains longer than this only add latency before an error; the platform refuses them. */
export const MAX_FALLBACKS = 8;

/** `p.gateway.playground` runs one prompt on at most this many models (spec, Limits). */
export const PLAYGROUND_MAX_MODELS = 6;
export const PLAYGROUND_MAX_PROMPT = 20_000;

/**
 * Failures the routing preview and the playground can simulate. Transient ones (429, 5xx, timeouts) are worth
 * retrying on another model; the others are the request's own fault.
 */
export const FAILURE_KINDS = {
  rate_limited: { status: 429, transient: true, label: '429 rate limited', code: 'rate_limited' },
  server_error: { status: 500, transient: true, label: '500 server error', code: 'upstream_error' },
  unavailable: { status: 503, transient: true, label: '503 unavailable', code: 'provider_unavailable' },
  timeout: { status: 504, transient: true, label: 'timeout', code: 'upstream_timeout' },
  bad_request: { status: 400, transient: false, label: '400 bad request', code: 'invalid_request' },
  unauthorized: { status: 401, transient: false, label: '401 unauthorized', code: 'provider_auth_failed' },
} as const;

export type FailureKind = keyof typeof FAILURE_KINDS;
export const FAILURE_KIND_NAMES = Object.keys(FAILURE_KINDS) as [FailureKind, ...FailureKind[]];
