import type { Platform } from '@/lib/sdk/platform-types';

type Step = { get: string } | { call: unknown[] };

/** Calls that hand back a handle at once (`platform.project(id)`), not a request's promise. */
const HANDLES = new Set(['project', 'session', 'runtime', 'auth.session', 'project().sessions.session']);

/**
 * A `Platform` whose real client (the route table and the request code) loads on its first request, so that it is not
 * part of every page's first-load JS. Every member is reached the same way: `platform.project(id).sessions.list(a)`
 * is recorded as steps and replayed on the real client once it is there, returning that call's promise. Handles
 * (`project(id)`, `project(id).sessions.session(sid)`, `session(p, s)`, `runtime()`, `auth.session()`) are recorded too, so they are only checked when a
 * request is made through them (the real `runtime()` throws at once without an active sandbox; this one rejects).
 * A failed load is tried again on the next request.
 */
export function lazyPlatform(load: () => Promise<Platform>): Platform {
  let loading: Promise<Platform> | null = null;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const node = (steps: Step[]): unknown =>
    new Proxy(function lazyMember() {}, {
      get(_target, prop) {
        // Not a thenable (awaiting a handle must not start a request), and no symbol-keyed members.
        if (typeof prop !== 'string' || prop === 'then') return undefined;
        return node([...steps, { get: prop }]);
      },
      apply(_target, _this, args: unknown[]) {
        const next = [...steps, { call: args }];
        if (HANDLES.has(memberPath(steps))) return node(next);
        return real().then((client) => replay(client, next));
      },
    });
  return node([]) as Platform;
}

/** `auth.session` for the steps auth → session, `project().sessions.session` for project(id) → sessions → session. */
function memberPath(steps: Step[]): string {
  return steps.map((step) => ('get' in step ? `.${step.get}` : '()')).join('').slice(1);
}

function replay(client: Platform, steps: Step[]): unknown {
  let holder: unknown = undefined;
  let value: unknown = client;
  for (const step of steps) {
    if ('get' in step) {
      holder = value;
      value = (value as Record<string, unknown>)[step.get];
    } else {
      value = (value as (...args: unknown[]) => unknown).apply(holder, step.call);
    }
  }
  return value;
}
