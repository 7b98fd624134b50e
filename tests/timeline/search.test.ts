import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { buildSearchIndex, createIncrementalSearch, createSearchIndexCache, partSearchText, searchIndex, stepHit, type SearchEntry } from '@/lib/timeline/search';
import { editSession } from '@/tests/fixtures/sessions/edit-diffs';
import { runningBashSession } from '@/tests/fixtures/sessions/running-bash';
import { conversation, msg } from './messages';

describe('session search', () => {
  it('finds text in any turn, including far ones, with the turn and part of each hit', () => {
    const messages = conversation(300);
    messages[2 * 137 + 1] = msg(messages[2 * 137 + 1].info.id, 'assistant', 'here is the Needle-In-Turn-137 you asked for', messages[2 * 137].info.id);
    const turns = groupMessagesIntoTurns(messages);
    const result = searchIndex(buildSearchIndex(turns), 'needle-in-turn-137');
    expect(result.total).toBe(1);
    expect(result.hits[0]).toMatchObject({ turnIndex: 137, turnId: messages[274].info.id, partId: `prt_${messages[275].info.id}` });
  });

  it('counts every occurrence and searches user text, tool inputs and tool outputs', () => {
    const turns = groupMessagesIntoTurns(editSession);
    const index = buildSearchIndex(turns);
    // The user's prompt.
    expect(searchIndex(index, 'friendlier').total).toBe(2); // the prompt and the answer
    expect(searchIndex(index, 'add a farewell').total).toBe(1); // only the prompt
    // An edit's input (oldString/newString) and its file path.
    expect(searchIndex(index, "hello there").total).toBeGreaterThanOrEqual(1);
    expect(searchIndex(index, 'greeting.ts').hits.every((h) => h.turnIndex === 0)).toBe(true);
    const shell = searchIndex(buildSearchIndex(groupMessagesIntoTurns(runningBashSession)), 'tests passed');
    expect(shell.total).toBeGreaterThan(0);
  });

  it('blank queries find nothing; limits cap hits but not the count', () => {
    const turns = groupMessagesIntoTurns(conversation(20));
    const index = buildSearchIndex(turns);
    expect(searchIndex(index, '   ').total).toBe(0);
    const capped = searchIndex(index, 'answer', 5);
    expect(capped.hits).toHaveLength(5);
    expect(capped.total).toBe(20);
    expect(capped.truncated).toBe(true);
  });

  it('counts non-overlapping occurrences like a reader would', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ minLength: 1, maxLength: 3 }), (hay, needle) => {
        fc.pre(needle.trim() === needle && needle !== '');
        const turns = groupMessagesIntoTurns([msg('m1', 'user', hay)]);
        const result = searchIndex(buildSearchIndex(turns), needle);
        const lower = hay.toLowerCase();
        const want = needle.toLowerCase();
        let count = 0;
        for (let i = lower.indexOf(want); i !== -1; i = lower.indexOf(want, i + want.length)) count++;
        expect(result.total).toBe(count);
      }),
    );
  });

  it('is total on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (turns, query) => {
        expect(() => searchIndex(buildSearchIndex(turns), query)).not.toThrow();
        expect(() => partSearchText(turns)).not.toThrow();
      }),
    );
  });

  it('steps between hits and wraps around', () => {
    expect(stepHit(-1, 3, 1)).toBe(0);
    expect(stepHit(-1, 3, -1)).toBe(2);
    expect(stepHit(2, 3, 1)).toBe(0);
    expect(stepHit(0, 3, -1)).toBe(2);
    expect(stepHit(0, 0, 1)).toBe(-1);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -5, max: 50 }), fc.constantFrom(1 as const, -1 as const), (current, count, dir) => {
        const next = stepHit(current, count, dir);
        if (count <= 0) expect(next).toBe(-1);
        else expect(next >= 0 && next < count).toBe(true);
      }),
    );
  });

  it('searching on from the previous matches gives what a full search gives, for any sequence of queries', () => {
    const entry = fc.record({
      turnIndex: fc.nat(20),
      turnId: fc.constantFrom('t1', 't2', 't3'),
      partId: fc.option(fc.constantFrom('p1', 'p2'), { nil: null }),
      text: fc.stringMatching(/^[abc ]{0,30}$/),
    });
    // Typing on, deleting back, replacing, blank queries and two index objects, in any order.
    const query = fc.oneof(fc.stringMatching(/^[abcAB ]{0,4}$/), fc.anything());
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.array(entry, { maxLength: 12 }), fc.array(fc.tuple(fc.boolean(), query), { maxLength: 12 }), fc.nat({ max: 6 }), (a, b, steps, maxHits) => {
        const search = createIncrementalSearch();
        for (const [first, q] of steps) {
          const index: SearchEntry[] = first ? a : b;
          expect(search(index, q, maxHits)).toEqual(searchIndex(index, q, maxHits));
        }
      }),
    );
  });

  it('types on from one match to the next in a long index without losing any', () => {
    const index = buildSearchIndex(groupMessagesIntoTurns(conversation(300)));
    const search = createIncrementalSearch();
    for (const query of ['q', 'qu', 'que', 'question', 'question 1', 'question 13', 'question 1', 'a']) {
      const incremental = search(index, query);
      expect(incremental).toEqual(searchIndex(index, query));
    }
    expect(search(index, 'question 13').total).toBe(11); // 13 and 130–139
  });

  it('the incremental search never throws on malformed input', () => {
    const search = createIncrementalSearch();
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (index, query) => {
        expect(search(index, query).total).toBeGreaterThanOrEqual(0);
        expect(search([index], query).hits).toBeInstanceOf(Array);
      }),
    );
  });

  it('keeps the index of the same turns and rebuilds it for new ones', () => {
    const indexOf = createSearchIndexCache();
    const turns = groupMessagesIntoTurns(conversation(5));
    const first = indexOf(turns);
    expect(indexOf(turns)).toBe(first);
    const more = groupMessagesIntoTurns(conversation(6));
    expect(indexOf(more)).not.toBe(first);
    expect(indexOf(more)).toEqual(buildSearchIndex(more));
    expect(indexOf('garbage')).toEqual([]);
  });
});
