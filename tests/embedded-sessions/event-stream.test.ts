import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_PRE_TURNS, LIVE_TURN_MS } from '@/lib/embedded/sessions/running-session';
import { sessionEventStream } from '@/lib/embedded/sessions/event-stream';
import { staticSource } from '@/lib/embedded/sessions/types';
import { ApiError, toSessionEvent } from '@/lib/sdk';
import { collectSessionEvents, messagesOf } from '../fixtures/session-events';
import { TRANSPORTS, signIn, useHarness } from '../sdk-client/transports';
import { T0 } from './harness';

describe.each(TRANSPORTS)('session event stream (%s)', (transport) => {
  const clock = { now: T0 };
  const h = useHarness(transport, { now: () => clock.now });

  it('sends the status and the tail at once, then each new message as the session produces it', async () => {
    clock.now = T0 + 100;
    const { api } = await signIn(h);
    const before = await api.session('proj_storefront', 'ses_live').messages();
    const newestId = before.items.at(-1)!.info.id;
    const response = (await api.session('proj_storefront', 'ses_live').events({ after: newestId })) as Response;
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const known = new Set(before.items.map((m) => m.info.id));
    const stream = collectSessionEvents(response.body, (events) => messagesOf(events).some((m) => !known.has(m.info.id)));
    // The next turn's prompt arrives one turn later on the platform's clock.
    clock.now = T0 + LIVE_TURN_MS + 400;
    const events = await stream.done;
    expect(events[0]).toMatchObject({ type: 'status' });
    expect(events.find((e) => e.type === 'session')).toMatchObject({ session: { id: 'ses_live' } });
    expect(messagesOf(events)[0].info.id).toBe(newestId);
    const fresh = messagesOf(events).filter((m) => !known.has(m.info.id));
    expect(fresh.length).toBeGreaterThan(0);
    expect(before.items).toHaveLength(LIVE_PRE_TURNS * 2 + 1);
  });

  it('answers 404 for a session the caller cannot open, like the other session reads', async () => {
    const { api } = await signIn(h, 'member@example.com');
    const error = await api.session('proj_storefront', 'ses_manager_notes').events().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});

describe('sessionEventStream', () => {
  it('ends the stream when the request is aborted', async () => {
    const abort = new AbortController();
    const stream = sessionEventStream({ source: staticSource([]), now: () => T0, signal: abort.signal });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('retry:');
    abort.abort();
    let result = await reader.read();
    while (!result.done) result = await reader.read();
    expect(result.done).toBe(true);
  });

  it('sends a changed message again, and an unchanged one only once', async () => {
    const message = (text: string) => ({ info: { id: 'msg_1', role: 'user', sessionID: 's', time: { created: 1 } }, parts: [{ id: 'p', type: 'text', text }] });
    let current = [message('a')];
    const source = { messages: () => current, status: () => ({ type: 'busy' as const }) };
    const abort = new AbortController();
    const response = new Response(sessionEventStream({ source: source as never, now: () => T0, signal: abort.signal }));
    const stream = collectSessionEvents(response.body, (events) => messagesOf(events).length >= 2);
    current = [message('a')];
    await Promise.resolve();
    current = [message('ab')];
    const events = await stream.done;
    abort.abort();
    expect(messagesOf(events).map((m) => (m.parts[0] as { text: string }).text)).toEqual(['a', 'ab']);
    expect(events.filter((e) => e.type === 'status')).toHaveLength(1);
  });
});

describe('toSessionEvent', () => {
  it('never throws, and types only well-formed events', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.oneof(fc.string(), fc.json()), (event, data) => {
        const out = toSessionEvent(event, data);
        expect(['status', 'message', 'session', 'error', 'unknown']).toContain(out.type);
      }),
    );
    expect(toSessionEvent('message', '{"info":{"id":"m"},"parts":[]}').type).toBe('message');
    expect(toSessionEvent('message', '{"info":{},"parts":[]}').type).toBe('unknown');
    expect(toSessionEvent('status', '{"type":"idle"}')).toEqual({ type: 'status', status: { type: 'idle' } });
    expect(toSessionEvent('future-kind', '{}')).toEqual({ type: 'unknown', event: 'future-kind', data: '{}' });
  });
});
