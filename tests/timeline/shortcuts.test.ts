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
