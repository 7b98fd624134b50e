import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPage, mergeMessages, newestId, newestPageHasGap, readPage, type MessageWindow } from '@/lib/sdk/message-window';
import { jsonEqual } from '@/lib/sdk/json-equal';
import { conversation, ids, msg } from './messages';

describe('mergeMessages', () => {
  it('replaces a message that gained parts and keeps the others by identity', () => {
    const base = conversation(3);
    const grown = structuredClone(base[5]);
    grown.parts.push({ id: 'prt_new', sessionID: 'ses_t', messageID: grown.info.id, type: 'text', text: 'more' });
    const merged = mergeMessages(base, [structuredClone(base[4]), grown], 'newer');
    expect(ids(merged)).toEqual(ids(base));
    expect(merged[5].parts).toHaveLength(2);
    expect(merged[4]).toBe(base[4]);
    expect(merged[0]).toBe(base[0]);
  });

  it('returns the same array when nothing changed', () => {
    const base = conversation(2);
    expect(mergeMessages(base, structuredClone(base.slice(1)), 'newer')).toBe(base);
  });

  it('appends new messages after the last known one, even when ids do not sort', () => {
    const base = [msg('z9', 'user'), msg('a1')];
    const merged = mergeMessages(base, [structuredClone(base[1]), msg('b0', 'user'), msg('c5')], 'newer');
    expect(ids(merged)).toEqual(['z9', 'a1', 'b0', 'c5']);
  });

  it('puts a non-overlapping older page first and a non-overlapping newer page last', () => {
    const all = conversation(4);
    expect(ids(mergeMessages(all.slice(4), all.slice(0, 4), 'older'))).toEqual(ids(all));
    expect(ids(mergeMessages(all.slice(0, 4), all.slice(4), 'newer'))).toEqual(ids(all));
  });

  it('inserts messages that precede the first known one before it', () => {
    const all = conversation(3);
    const merged = mergeMessages(all.slice(3), all.slice(0, 4), 'older');
    expect(ids(merged)).toEqual(ids(all));
  });

  it('collapses repeated incoming ids (last content wins)', () => {
    const a = msg('m1', 'user', 'first');
    const b = msg('m1', 'user', 'second');
    const merged = mergeMessages([], [a, b], 'newer');
    expect(merged).toHaveLength(1);
    expect(merged[0].parts[0]).toMatchObject({ text: 'second' });
  });

  const contiguous = fc
    .record({ n: fc.integer({ min: 1, max: 30 }), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() })
    .map(({ n, a, b, c, d }) => {
      const all = conversation(n);
      const len = all.length;
      // Two windows [s1,e1) and [s2,e2) that overlap or touch, s1 <= s2.
      const s1 = a % len;
      const e1 = s1 + 1 + (b % (len - s1));
      const s2 = s1 + (c % (e1 - s1 + 1));
      const e2 = Math.max(s2 + 1, Math.min(len, s2 + 1 + (d % len)));
      return { all, first: all.slice(s1, e1), second: all.slice(s2, e2), s1, e2: Math.max(e1, e2) };
    });

  it('merging two touching or overlapping windows gives the union in session order (either direction)', () => {
    fc.assert(
      fc.property(contiguous, ({ all, first, second, s1, e2 }) => {
        const expected = ids(all.slice(s1, e2));
        expect(ids(mergeMessages(first, second, 'newer'))).toEqual(expected);
        expect(ids(mergeMessages(second, first, 'older'))).toEqual(expected);
      }),
    );
  });

  it('never throws, never duplicates ids, and keeps every id from both sides', () => {
    const message = fc.record({
      info: fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), role: fc.constantFrom('user', 'assistant') }),
      parts: fc.array(fc.anything(), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), fc.array(message, { maxLength: 8 }), fc.boolean(), (baseRaw, incoming, older) => {
        const base = mergeMessages([], baseRaw as never, 'newer');
        const merged = mergeMessages(base, incoming as never, older ? 'older' : 'newer');
        const mergedIds = ids(merged);
        expect(new Set(mergedIds).size).toBe(mergedIds.length);
        for (const id of [...ids(base), ...incoming.map((m) => m.info.id)]) expect(mergedIds).toContain(id);
        for (const m of incoming) {
          const last = [...incoming].reverse().find((x) => x.info.id === m.info.id);
          expect(jsonEqual(merged.find((x) => x.info.id === m.info.id), last)).toBe(true);
        }
      }),
    );
  });

  it('is total on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() => mergeMessages(a as never, b as never, 'newer')).not.toThrow();
        expect(() => applyPage(a as never, b, 'older')).not.toThrow();
        expect(() => newestPageHasGap(a as never, b)).not.toThrow();
        expect(() => readPage(a)).not.toThrow();
      }),
    );
  });
});

describe('applyPage', () => {
  const all = conversation(10); // 20 messages

  it('starts from the newest page and pages older ones in front', () => {
    let window = applyPage(undefined, { items: all.slice(14), next_cursor: all[14].info.id }, 'newest');
    expect(window.olderCursor).toBe(all[14].info.id);
    window = applyPage(window, { items: all.slice(8, 14), next_cursor: all[8].info.id }, 'older');
    window = applyPage(window, { items: all.slice(0, 8), next_cursor: null }, 'older');
    expect(ids(window.items)).toEqual(ids(all));
    expect(window.olderCursor).toBeNull();
  });

  it('keeps loaded older pages when the newest page is re-read', () => {
    const start: MessageWindow = { items: all.slice(4), olderCursor: all[4].info.id };
    const later = [...all, msg('msg_99998', 'user'), msg('msg_99999')];
    const window = applyPage(start, { items: later.slice(12), next_cursor: later[12].info.id }, 'newest');
    expect(ids(window.items)).toEqual(ids(later.slice(4)));
    expect(window.olderCursor).toBe(all[4].info.id);
  });

  it('returns the same window when a poll brings nothing new', () => {
    const start: MessageWindow = { items: all.slice(10), olderCursor: 'x' };
    expect(applyPage(start, { items: structuredClone(all.slice(15)), next_cursor: 'y' }, 'newest')).toBe(start);
  });

  it('an empty older page ends paging', () => {
    expect(applyPage({ items: all, olderCursor: 'x' }, { items: [], next_cursor: 'q' }, 'older').olderCursor).toBeNull();
  });

  it('reads malformed pages as empty', () => {
    expect(readPage({ items: [null, 3, { info: {} }, msg('ok')], next_cursor: 5 })).toEqual({ items: [msg('ok')], next_cursor: null });
  });
});

describe('gaps while tailing', () => {
  const all = conversation(10);
  it('detects a newest page that does not reach the loaded messages', () => {
    const window: MessageWindow = { items: all.slice(0, 6), olderCursor: null };
    expect(newestPageHasGap(window, { items: all.slice(14), next_cursor: all[14].info.id })).toBe(true);
    expect(newestPageHasGap(window, { items: all.slice(5), next_cursor: all[5].info.id })).toBe(false);
    expect(newestPageHasGap(window, { items: all.slice(14), next_cursor: null })).toBe(false);
    expect(newestPageHasGap(undefined, { items: all, next_cursor: 'x' })).toBe(false);
    expect(newestId(window)).toBe(all[5].info.id);
  });
});
