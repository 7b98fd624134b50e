// A generated long session read by position (its newest page and its summary before it is built) gives exactly what
// the whole build gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@/lib/contract/types';
import { buildLongSession, HUGE_SESSION_ID, HUGE_SESSION_TURNS } from '@/lib/embedded/sessions/long-session';
import { LongSessionLayout, longSessionSource } from '@/lib/embedded/sessions/long-session-pages';
import { sessionEventStream } from '@/lib/embedded/sessions/event-stream';
import { staticSource } from '@/lib/embedded/sessions/types';
import { getSessionRecord, pageMessages, pageOf } from '@/lib/embedded/sessions/store-sessions';
import { sessionHarness, T0 } from './harness';

const TURNS = 850; // two compactions (after turns 400 and 800), retries every 50 turns

describe('a long session read by position', () => {
  const whole = buildLongSession(T0, 'ses_pages', TURNS);
  const layout = new LongSessionLayout(T0, 'ses_pages', TURNS);

  it('builds every turn as the whole session does, from any starting turn', () => {
    expect(layout.length).toBe(whole.length);
    expect(layout.turnMessages(1, TURNS)).toEqual(whole);
    expect([...layout.turnMessages(1, 399), ...layout.turnMessages(400, 401), ...layout.turnMessages(402, TURNS)]).toEqual(whole);
  });

  it('slices and finds ids as the built array does', () => {
    const ids = fc.oneof(
      fc.nat(whole.length - 1).map((i) => whole[i].info.id),
      fc.constantFrom('msg_pages_00000', 'msg_pages_99999', 'msg_pages_1', 'msg_pages_000001', 'msg_other_00001', '', 'msg_pages_0000x'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.integer({ min: -5, max: whole.length + 5 }), fc.integer({ min: -50, max: 600 }), ids, (start, size, id) => {
        expect(layout.slice(start, start + size)).toEqual(whole.slice(Math.max(0, start), Math.max(0, start + size)));
        expect(layout.indexOf(id)).toBe(whole.findIndex((m) => m.info.id === id));
      }),
      { numRuns: 60 },
    );
  });

  it('pages as pageMessages pages the built array', () => {
    const id = fc.oneof(fc.nat(whole.length - 1).map((i) => whole[i].info.id), fc.constant('msg_nope'));
    const query = fc.record({ before: id, after: id, limit: fc.oneof(fc.integer({ min: -3, max: 600 }), fc.constant(2.5)) }, { requiredKeys: [] });
    fc.assert(
      fc.property(query, (q) => {
        expect(pageOf(layout, q)).toEqual(pageMessages(whole, q));
      }),
      { numRuns: 150 },
    );
  });
});

describe('ses_long_10000 before it is built', () => {
  it('serves its summary and newest page without building, the same as once built', async () => {
    const h = sessionHarness();
    const api = await h.signIn();
    const session = api.session('proj_pipelines', HUGE_SESSION_ID);
    const record = getSessionRecord(h.platform.store, 'proj_pipelines', HUGE_SESSION_ID)!;
    expect(record.source.ready?.()).toBe(false);

    const early: SessionSummary = await session.get();
    const newest = await session.messages({ limit: 200 });
    const older = await session.messages({ limit: 500, before: newest.next_cursor! });
    expect(record.source.ready?.()).toBe(false);

    const built = record.source.messages(h.clock.now);
    expect(record.source.ready?.()).toBe(true);
    expect(await session.get()).toEqual(early);
    const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(newest.next_cursor).toBe(built[built.length - 200].info.id);
    expect(wire(newest.items[0])).toEqual(wire(built[built.length - 200]));
    expect(wire(newest.items)).toEqual(wire(built.slice(-200)));
    expect(wire(older.items)).toEqual(wire(built.slice(-700, -200)));
    expect(early.turnCount).toBe(HUGE_SESSION_TURNS);
    expect(early.messageCount).toBe(built.length);
  });
});

describe('priming the generated sessions (the production server does it before it opens its port)', () => {
  it('builds none of them and changes no answer', async () => {
    const primed = sessionHarness();
    const plain = sessionHarness();
    primed.platform.primeGeneratedSessions();
    const record = getSessionRecord(primed.platform.store, 'proj_pipelines', HUGE_SESSION_ID)!;
    expect(record.source.ready?.()).toBe(false);
    const [a, b] = await Promise.all([primed.signIn(), plain.signIn()]);
    const read = async (api: typeof a) => {
      const session = api.session('proj_pipelines', HUGE_SESSION_ID);
      return { summary: await session.get(), newest: await session.messages({ limit: 60 }) };
    };
    expect(await read(a)).toEqual(await read(b));
    expect(record.source.ready?.()).toBe(false);
  });
});

describe('the event stream of a long session not built yet', () => {
  const whole = buildLongSession(T0, 'ses_stream', 450);

  async function firstFrames(stream: ReadableStream<Uint8Array>): Promise<string> {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const next = await Promise.race([reader.read(), new Promise<'quiet'>((resolve) => setTimeout(() => resolve('quiet'), 300))]);
      if (next === 'quiet' || next.done) break;
      text += decoder.decode(next.value);
    }
    await reader.cancel();
    return text;
  }

  it('replays what it replays from the built session, without building it', async () => {
    for (const after of [undefined, whole[whole.length - 3].info.id, whole[whole.length - 300].info.id, whole[10].info.id, 'msg_unknown']) {
      const source = longSessionSource(T0, 'ses_stream', 450);
      const byPosition = await firstFrames(sessionEventStream({ source, now: () => T0, after }));
      expect(source.ready?.()).toBe(false);
      const built = await firstFrames(sessionEventStream({ source: staticSource(whole), now: () => T0, after }));
      expect(byPosition).toBe(built);
      expect(byPosition).toContain('event: message');
    }
  });
});
