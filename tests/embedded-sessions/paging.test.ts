import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageWithParts } from '@/lib/contract/wire';
import { pageMessages } from '@/lib/embedded/sessions/store-sessions';
import type { Platform } from '@/lib/sdk';
import { apiError, sessionHarness } from './harness';

const h = sessionHarness();
let api: Platform;
const long = () => api.session('proj_storefront', 'ses_long_2000');

beforeAll(async () => {
  api = await h.signIn();
});

describe('session messages paging (ses_long_2000 over the SDK)', () => {
  it('returns the newest 200 oldest-first by default, with the oldest id as next_cursor', async () => {
    const info = await long().get();
    const page = await long().messages();
    expect(page.items).toHaveLength(200);
    const created = page.items.map((m) => m.info.time.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(page.next_cursor).toBe(page.items[0].info.id);
    expect(info.messageCount).toBeGreaterThan(4_000);
    const last = page.items[page.items.length - 1];
    expect(last.info.role).toBe('assistant');
    expect(last.parts.some((p) => p.type === 'text' && (p as { text: string }).text.startsWith('Turn 2000 done'))).toBe(true);
  });

  it('walks back with before until next_cursor is null, covering every message once, in order', async () => {
    const seen: MessageWithParts[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await long().messages(cursor ? { before: cursor, limit: 500 } : { limit: 500 });
      seen.unshift(...page.items);
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    const info = await long().get();
    expect(seen).toHaveLength(info.messageCount);
    expect(new Set(seen.map((m) => m.info.id)).size).toBe(info.messageCount);
    expect(pages).toBe(Math.ceil(info.messageCount / 500));
    expect(seen[0].parts.some((p) => p.type === 'text' && (p as { text: string }).text.startsWith('Turn 1:'))).toBe(true);
  });

  it('pages forward with after; next_cursor is the newest returned id while newer ones exist', async () => {
    const oldest = (await long().messages({ before: (await long().messages({ limit: 500 })).items[0].info.id, limit: 1 })).items[0];
    const first = await long().messages({ after: oldest.info.id, limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(first.items[2].info.id);
    const newest = (await long().messages({ limit: 1 })).items[0];
    const tail = await long().messages({ after: newest.info.id });
    expect(tail).toEqual({ items: [], next_cursor: null });
    const nearEnd = (await long().messages({ limit: 3 })).items[0];
    expect(await long().messages({ after: nearEnd.info.id, limit: 5 })).toMatchObject({ next_cursor: null });
  });

  it('enforces limit bounds (1..500) and refuses unknown cursors with 400 invalid_request', async () => {
    expect((await long().messages({ limit: 500 })).items).toHaveLength(500);
    expect((await long().messages({ limit: 1 })).items).toHaveLength(1);
    for (const call of [
      () => long().messages({ limit: 501 }),
      () => long().messages({ limit: 0 }),
      () => long().messages({ before: 'msg_nope' }),
      () => long().messages({ after: 'msg_nope' }),
    ]) {
      const error = await apiError(call());
      expect(error.status).toBe(400);
      expect(error.code).toBe('invalid_request');
    }
    const both = await apiError(long().messages({ before: 'a', after: 'b' }));
    expect(both.status).toBe(400);
  });
});

describe('pageMessages', () => {
  const fake = (n: number) => Array.from({ length: n }, (_, i) => ({ info: { id: `m${i}` } }) as unknown as MessageWithParts);

  it('splits any list into before-pages that join back to the list, for any limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), (n, limit) => {
        const messages = fake(n);
        const out: MessageWithParts[] = [];
        let cursor: string | null = null;
        let guard = 0;
        do {
          const result = pageMessages(messages, cursor ? { before: cursor, limit } : { limit });
          if (!result.ok) return false;
          expect(result.page.items.length).toBeLessThanOrEqual(limit);
          out.unshift(...result.page.items);
          cursor = result.page.next_cursor;
        } while (cursor && ++guard < 100);
        expect(out.map((m) => m.info.id)).toEqual(messages.map((m) => m.info.id));
        return true;
      }),
    );
  });

  it('splits any list into after-pages that join back to the rest of the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 20 }), fc.nat(), (n, limit, startSeed) => {
        const messages = fake(n);
        const start = startSeed % n;
        const out: MessageWithParts[] = [];
        let cursor: string | null = messages[start].info.id;
        while (cursor) {
          const result = pageMessages(messages, { after: cursor, limit });
          if (!result.ok) return false;
          out.push(...result.page.items);
          cursor = result.page.next_cursor;
        }
        expect(out.map((m) => m.info.id)).toEqual(messages.slice(start + 1).map((m) => m.info.id));
        return true;
      }),
    );
  });

  it('clamps out-of-range limits instead of throwing', () => {
    const result = pageMessages(fake(700), { limit: 10_000 });
    expect(result.ok && result.page.items.length).toBe(500);
  });
});
