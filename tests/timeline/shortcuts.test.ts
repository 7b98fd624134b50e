import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shortcutFor } from '@/lib/timeline/shortcuts';
import { estimateTurnHeight } from '@/lib/timeline/estimate';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { editSession } from '@/tests/fixtures/sessions/edit-diffs';

const base = { editable: false, timelineFocused: false };

describe('shortcutFor', () => {
  it('maps the keyboard', () => {
    expect(shortcutFor({ ...base, key: 'j' })).toBe('next-turn');
    expect(shortcutFor({ ...base, key: 'k' })).toBe('previous-turn');
    expect(shortcutFor({ ...base, key: 'e' })).toBe('expand-all');
    expect(shortcutFor({ ...base, key: 'E' })).toBe('collapse-all');
    expect(shortcutFor({ ...base, key: '/' })).toBe('focus-search');
    expect(shortcutFor({ ...base, key: '?' })).toBe('toggle-help');
    expect(shortcutFor({ ...base, key: 'Escape' })).toBe('close');
  });
  it('uses arrows only when the timeline has focus', () => {
    expect(shortcutFor({ ...base, key: 'ArrowDown' })).toBeNull();
    expect(shortcutFor({ ...base, key: 'ArrowDown', timelineFocused: true })).toBe('next-turn');
    expect(shortcutFor({ ...base, key: 'ArrowUp', timelineFocused: true })).toBe('previous-turn');
  });
  it('never fires while typing or with modifiers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.boolean(), (key, focused) => {
        expect(shortcutFor({ key, editable: true, timelineFocused: focused })).toBeNull();
        expect(shortcutFor({ key, editable: false, timelineFocused: focused, ctrlKey: true })).toBeNull();
        expect(shortcutFor({ key, editable: false, timelineFocused: focused, metaKey: true })).toBeNull();
      }),
    );
  });
  it('is total on garbage', () => {
    fc.assert(fc.property(fc.anything(), (input) => void shortcutFor(input)));
  });
});

describe('estimateTurnHeight', () => {
  it('grows with content and is always a positive number', () => {
    const [turn] = groupMessagesIntoTurns(editSession);
    expect(estimateTurnHeight(turn)).toBeGreaterThan(estimateTurnHeight({ id: 'x', user: null, assistants: [] }));
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const h = estimateTurnHeight(value);
        expect(Number.isFinite(h) && h >= 96).toBe(true);
      }),
    );
  });
});

describe('estimateTurnHeight, remembered per turn', () => {
  it('gives the same estimate for a regrouped turn and a new one when a message of the turn changes', () => {
    const messages = structuredClone(editSession);
    const [first] = groupMessagesIntoTurns(messages);
    const before = estimateTurnHeight(first);
    // Regrouping (a page arrived) makes new turn objects around the same messages: same estimate.
    expect(estimateTurnHeight(groupMessagesIntoTurns(messages)[0])).toBe(before);
    // A message replaced by a longer version (a live update) is a new object: the estimate follows it.
    const index = messages.indexOf(first.assistants[0]);
    const longer = structuredClone(messages[index]);
    longer.parts.push({ id: 'prt_more', sessionID: longer.info.sessionID, messageID: longer.info.id, type: 'text', text: 'x'.repeat(2_000) });
    const updated = messages.with(index, longer);
    expect(estimateTurnHeight(groupMessagesIntoTurns(updated)[0])).toBeGreaterThan(before);
    // An extra assistant message in the turn counts as well.
    const extra = { ...structuredClone(longer), info: { ...longer.info, id: 'msg_extra' } };
    expect(estimateTurnHeight(groupMessagesIntoTurns([...updated.slice(0, index + 1), extra, ...updated.slice(index + 1)])[0])).toBeGreaterThan(
      estimateTurnHeight(groupMessagesIntoTurns(updated)[0]),
    );
  });
});

