// The BFF's own platform calls (sign-in, sign-up, codes, reset, /me, sign-out, refresh) under the proxy's timeout:
// a platform that does not answer in UPSTREAM_TIMEOUT_MS gets its call aborted and the browser a 504.
import 'server-only';
import { jsonError } from './errors';
import { UPSTREAM_TIMEOUT_MS } from './proxy-limits';
import type { Upstream } from './upstream-types';

/** What a deadline needs of the BFF (lib/bff/context.ts): its upstream and, in tests, a shorter limit. */
interface Timed {
  upstream: Upstream;
  upstreamTimeoutMs?: number;
}

export class UpstreamTimeout extends Error {
  constructor(readonly ms: number) {
    super(`The platform did not answer within ${ms} ms.`);
    this.name = 'TimeoutError';
  }
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The same upstream, each call bounded by `ms` for its whole answer (headers and body: the auth answers are small JSON
 * and are read whole inside the deadline). Past it the call is aborted (its signal, combined with the caller's) and
 * rejects with UpstreamTimeout, even when the upstream ignores the signal.
 */
export function withDeadline(upstream: Upstream, ms: number): Upstream {
  return async (path, init) => {
    const controller = new AbortController();
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new UpstreamTimeout(ms);
        controller.abort(reason);
        reject(reason);
      }, ms);
    });
    const call = (async () => {
      const res = await upstream(path, { ...init, signal });
      const bytes = NULL_BODY_STATUSES.has(res.status) ? null : await res.arrayBuffer();
      return new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
    })();
    // Past the deadline the call's own outcome is nobody's: it must not surface as an unhandled rejection.
    call.catch(() => undefined);
    try {
      return await Promise.race([call, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** 504 `upstream_timeout` in the platform's error shape. */
export function upstreamTimeoutAnswer(ms: number, message?: string): Response {
  return jsonError(504, 'upstream_timeout', message ?? `The platform did not answer within ${Math.round(ms / 1000)} s. Try again.`);
}

/** The answer for a platform call that threw: 504 after a timeout, else 502 `upstream_unavailable`. */
export function unreachableAnswer(error: unknown): Response {
  return error instanceof UpstreamTimeout ? upstreamTimeoutAnswer(error.ms) : jsonError(502, 'upstream_unavailable', 'The platform is unreachable.');
}

/** The BFF's upstream under its timeout (UPSTREAM_TIMEOUT_MS unless the BFF was made with another). */
export function timedUpstream(bff: Timed, ms = timeoutOf(bff)): Upstream {
  return withDeadline(bff.upstream, ms);
}

export function timeoutOf(bff: Pick<Timed, 'upstreamTimeoutMs'>): number {
  return bff.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
}
