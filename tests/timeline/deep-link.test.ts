import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { deepLinkHash, locateTarget, parseDeepLink } from '@/lib/timeline/deep-link';
import { conversation } from './messages';

describe('deep links', () => {
  it('parses turn and part fragments, encoded or not', () => {
    expect(parseDeepLink('#turn-msg_00012')).toEqual({ kind: 'turn', id: 'msg_00012' });
    expect(parseDeepLink('part-prt_1')).toEqual({ kind: 'part', id: 'prt_1' });
    expect(parseDeepLink('#turn-msg%231')).toEqual({ kind: 'turn', id: 'msg#1' });
    expect(parseDeepLink('#turn-')).toBeNull();
    expect(parseDeepLink('#main')).toBeNull();
    expect(parseDeepLink('#turn-%E0%A4%A')).toEqual({ kind: 'turn', id: '%E0%A4%A' });
  });

  it('round-trips through the URL fragment', () => {
    fc.assert(
      fc.property(fc.constantFrom('turn' as const, 'part' as const), fc.string({ minLength: 1 }), (kind, id) => {
        fc.pre(id.trim() === id);
        expect(parseDeepLink(deepLinkHash({ kind, id }))).toEqual({ kind, id });
      }),
    );
  });

  it('finds the turn of a user id, an assistant id or a part id', () => {
    const messages = conversation(5);
    const turns = groupMessagesIntoTurns(messages);
    expect(locateTarget(turns, { kind: 'turn', id: messages[6].info.id })).toEqual({ turnIndex: 3, turnId: messages[6].info.id });
    expect(locateTarget(turns, { kind: 'turn', id: messages[7].info.id })).toEqual({ turnIndex: 3, turnId: messages[6].info.id });
    expect(locateTarget(turns, { kind: 'part', id: `prt_${messages[9].info.id}` })).toEqual({
      turnIndex: 4,
      turnId: messages[8].info.id,
      partId: `prt_${messages[9].info.id}`,
    });
    expect(locateTarget(turns, { kind: 'turn', id: 'msg_missing' })).toBeNull();
  });

  it('is total on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (turns, hash) => {
        expect(() => locateTarget(turns, parseDeepLink(hash))).not.toThrow();
        expect(() => locateTarget(turns, { kind: 'part', id: 'x' })).not.toThrow();
      }),
    );
  });
});
