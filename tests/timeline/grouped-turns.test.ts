import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MessageWithParts } from '@/lib/contract/wire';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { extendTurns } from '@/lib/timeline/grouped-turns';

const user = (id: string) => ({ info: { id, role: 'user' }, parts: [] }) as unknown as MessageWithParts;
const answer = (id: string, parentID?: string) => ({ info: { id, role: 'assistant', parentID }, parts: [] }) as unknown as MessageWithParts;

// Small id pools so that repeated ids, parents in the other page and orphans all come up.
const message = fc.oneof(
  fc.constantFrom('u1', 'u2', 'u3', 'u4', '').map((id) => ({ info: { id, role: 'user' }, parts: [] })),
  fc.record({ id: fc.constantFrom('a1', 'a2', 'a3'), parent: fc.option(fc.constantFrom('u1', 'u2', 'u3', 'u4', 'zz'), { nil: undefined }) })
    .map(({ id, parent }) => ({ info: { id, role: 'assistant', parentID: parent }, parts: [] })),
  fc.constantFrom({ info: { id: 's1', role: 'system' } }, { info: {} }, { nope: 1 }, null, 7),
) as fc.Arbitrary<MessageWithParts>;

describe('extendTurns', () => {
  it('groups an older page prepended as grouping everything would, and reuses the newer turns', () => {
    const newer = [user('u3'), answer('a3', 'u3'), user('u4'), answer('a4')];
    const older = [user('u1'), answer('a1'), user('u2'), answer('a2', 'u2')];
    const first = extendTurns(null, newer);
    const both = [...older, ...newer];
    const next = extendTurns(first, both);
    expect(next.turns).toEqual(groupMessagesIntoTurns(both));
    // Only the page was grouped: the newer turns are the very same objects.
    expect(next.turns[2]).toBe(first.turns[0]);
    expect(next.turns[3]).toBe(first.turns[1]);
  });

  it('groups everything again when a newer answer names a user message of the older page', () => {
    const newer = [user('u3'), answer('a3', 'u1')];
    const older = [user('u1'), answer('a1')];
    const first = extendTurns(null, newer);
    const both = [...older, ...newer];
    const next = extendTurns(first, both);
    expect(next.turns).toEqual(groupMessagesIntoTurns(both));
    expect(next.turns[0].assistants.map((m) => m.info.id)).toEqual(['a1', 'a3']);
    expect(next.turns[1]).not.toBe(first.turns[0]);
  });

  it('groups everything again when the newer messages start inside a turn', () => {
    const newer = [answer('a2'), user('u3')];
    const older = [user('u1'), answer('a1')];
    const both = [...older, ...newer];
    const next = extendTurns(extendTurns(null, newer), both);
    expect(next.turns[0].assistants.map((m) => m.info.id)).toEqual(['a1', 'a2']);
    expect(next.turns).toEqual(groupMessagesIntoTurns(both));
  });

  it('always equals grouping the whole list, over any sequence of pages and changes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(message, { maxLength: 8 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (pages, replace) => {
        // The newest page first, then older pages prepended one at a time; sometimes a message is replaced instead.
        let items: MessageWithParts[] = [];
        let grouped = extendTurns(null, items);
        for (const page of pages) {
          items = replace && items.length > 0 && page.length === 0 ? [user('u9'), ...items.slice(1)] : [...page, ...items];
          grouped = extendTurns(grouped, items);
          expect(grouped.turns).toEqual(groupMessagesIntoTurns(items));
          expect(grouped.items).toBe(items);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on malformed input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const first = extendTurns(null, a);
        expect(Array.isArray(extendTurns(first, b).turns)).toBe(true);
      }),
    );
  });
});

describe('extendTurns with a page that ends inside a turn', () => {
  it('regroups only the page and the answers that continue its last turn', () => {
    const older = [user('u1'), answer('a1', 'u1'), user('u2')];
    const newer = [answer('a2', 'u2'), answer('a2b', 'u2'), user('u3'), answer('a3', 'u3')];
    const first = extendTurns(null, newer);
    const both = [...older, ...newer];
    const next = extendTurns(first, both);
    expect(next.turns).toEqual(groupMessagesIntoTurns(both));
    expect(next.turns[1].assistants.map((m) => m.info.id)).toEqual(['a2', 'a2b']);
    expect(next.turns[2].assistants.map((m) => m.info.id)).toEqual(['a3']);
    // Turns after the first one of the previous messages are reused as they were.
    const later = extendTurns(next, [user('u0'), ...both]);
    expect(later.turns.slice(1)).toEqual(next.turns);
    expect(later.turns[3]).toBe(next.turns[2]);
  });
});
