import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageWithParts } from '@/lib/contract/wire';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { LIVE_PRE_TURNS, LIVE_TURN_MS } from '@/lib/embedded/sessions/running-session';
import { parseConfig } from '@/lib/config';
import { createBff } from '@/lib/bff/context';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { proxyRequest } from '@/lib/bff/proxy';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { createPlatform, type SessionEvent } from '@/lib/sdk';
import { collectSessionEvents, messagesOf } from '../fixtures/session-events';
import { T0 } from '../embedded-sessions/harness';
import { DEMO, SECRET, jsonRequest, sessionCookieFrom } from './harness';

// The browser's path for live updates: SDK → BFF (node:http) → its node:http upstream → the embedded platform
// (node:http), every hop a real socket, the event stream passing through the BFF's proxy.
describe('session event stream through the BFF over real HTTP', () => {
  const clock = { now: T0 + 100 };
  const platform = createEmbeddedPlatform({ now: () => clock.now });
  let upstream: NodeServer;
  let app: NodeServer;
  let api: ReturnType<typeof createPlatform>;

  beforeAll(async () => {
    upstream = await serveFetchHandler((req) => platform.handle(req));
    const config = parseConfig({ PLATFORM_API_URL: `${upstream.url}/v1`, SESSION_SECRET: SECRET, NODE_ENV: 'test' }, () => {});
    const bff = createBff({ config });
    const signedIn = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff);
    const cookie = sessionCookieFrom(signedIn)!;
    app = await serveFetchHandler((req) => proxyRequest(req, bff));
    const withCookie: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return fetch(input, { ...init, headers });
    };
    api = createPlatform({ backendUrl: `${app.url}/v1`, getToken: () => null, fetch: withCookie });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const live = () => api.session('proj_storefront', 'ses_live');

  /** Opens the stream and collects its events until `until` holds, then closes it (as the page does on leaving). */
  async function read(after: string | undefined, until: (events: SessionEvent[]) => boolean, advance?: () => void) {
    const controller = new AbortController();
    const response = (await live().events(after ? { after } : {}, { signal: controller.signal })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { done } = collectSessionEvents(response.body, until, controller);
    advance?.();
    return done;
  }

  const ids = (messages: MessageWithParts[]) => messages.map((m) => m.info.id);
  const isSorted = (list: string[]) => list.every((id, i) => i === 0 || list[i - 1] < id);

  it('delivers new messages in order, each with its parts in order, then picks up where it left off after a reconnect', async () => {
    const before = await live().messages();
    expect(before.items).toHaveLength(LIVE_PRE_TURNS * 2 + 1);
    const known = new Set(ids(before.items));
    const newest = before.items.at(-1)!.info.id;

    // Two turns later on the platform's clock: the stream sends what it had, then the new messages as they appear.
    const first = await read(
      newest,
      (events) => messagesOf(events).filter((m) => !known.has(m.info.id)).length >= 2,
      () => (clock.now += 2 * LIVE_TURN_MS),
    );
    expect(first[0]).toMatchObject({ type: 'status' });
    const pushed = messagesOf(first);
    expect(pushed[0].info.id).toBe(newest);
    const fresh = pushed.filter((m) => !known.has(m.info.id));
    // A message changed while running is sent again; the newest copy is what counts, and the order is the session's.
    const order = [...new Set(ids(fresh))];
    expect(isSorted(order)).toBe(true);
    for (const message of fresh) expect(isSorted(message.parts.map((p) => p.id))).toBe(true);

    // The connection drops (the reader aborted above); the client reconnects with the newest id it holds.
    const held = order.at(-1)!;
    const seen = new Set([...known, ...order]);
    const second = await read(
      held,
      (events) => messagesOf(events).some((m) => !seen.has(m.info.id)),
      () => (clock.now += 2 * LIVE_TURN_MS),
    );
    const resumed = messagesOf(second);
    expect(resumed[0].info.id).toBe(held);
    const later = [...new Set(ids(resumed.filter((m) => !seen.has(m.info.id))))];
    expect(later.length).toBeGreaterThan(0);
    expect(isSorted([held, ...later])).toBe(true);

    // Nothing was lost across the reconnect: the messages read afterwards are exactly the ones the streams carried.
    const after = await live().messages();
    const streamed = new Set([...known, ...order, ...later]);
    const upToLatest = ids(after.items).filter((id) => id <= later.at(-1)!);
    expect(upToLatest.every((id) => streamed.has(id))).toBe(true);
  });
});
