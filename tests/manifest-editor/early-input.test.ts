import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendEarlyInput, applyEarlyInput, earlyInputOf, type EarlyInput } from '@/lib/manifest/editor/early-input';

const step: fc.Arbitrary<EarlyInput> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 3 }).map((text) => ({ kind: 'text' as const, text })),
  fc.constant({ kind: 'deleteLeft' as const }),
  fc.constant({ kind: 'deleteRight' as const }),
);

describe('early input (keys typed before the editor is there)', () => {
  it('maps printable keys, Enter, Backspace and Delete; not shortcuts, navigation or composition', () => {
    expect(earlyInputOf({ key: 'a' })).toEqual({ kind: 'text', text: 'a' });
    expect(earlyInputOf({ key: '😀' })).toEqual({ kind: 'text', text: '😀' });
    expect(earlyInputOf({ key: 'Enter' })).toEqual({ kind: 'text', text: '\n' });
    expect(earlyInputOf({ key: 'Backspace' })).toEqual({ kind: 'deleteLeft' });
    expect(earlyInputOf({ key: 'Delete' })).toEqual({ kind: 'deleteRight' });
    for (const key of ['ArrowLeft', 'Shift', 'Tab', 'Dead', 'F5', 'Escape']) expect(earlyInputOf({ key })).toBeNull();
    expect(earlyInputOf({ key: 'a', ctrlKey: true })).toBeNull();
    expect(earlyInputOf({ key: 'a', metaKey: true })).toBeNull();
    expect(earlyInputOf({ key: 'a', altKey: true })).toBeNull();
    expect(earlyInputOf({ key: 'a', isComposing: true })).toBeNull();
  });

  it('never throws on malformed keys', () => {
    fc.assert(fc.property(fc.anything(), (key) => void earlyInputOf(key as never)));
  });

  it('types the keys at the caret, in order', () => {
    const typed = ['a', 'b', 'c'].reduce<EarlyInput[]>((list, key) => appendEarlyInput(list, earlyInputOf({ key })!), []);
    expect(typed).toEqual([{ kind: 'text', text: 'abc' }]);
    expect(applyEarlyInput('name: shop\n', 6, typed)).toEqual({ text: 'name: abcshop\n', offset: 9 });
    const fixed = appendEarlyInput(appendEarlyInput(typed, { kind: 'deleteLeft' }), { kind: 'text', text: 'X' });
    expect(applyEarlyInput('', 0, fixed)).toEqual({ text: 'abX', offset: 3 });
  });

  it('joining runs of text changes nothing of the result', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 50 }), fc.array(step, { maxLength: 12 }), (text, offset, steps) => {
        const joined = steps.reduce<EarlyInput[]>((list, s) => appendEarlyInput(list, s), []);
        expect(applyEarlyInput(text, offset, joined)).toEqual(applyEarlyInput(text, offset, steps));
      }),
    );
  });

  it('keeps the text around the caret and the caret inside the text, for any input (even a malformed offset)', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.integer(), fc.double()), fc.array(step, { maxLength: 12 }), (text, offset, steps) => {
        const result = applyEarlyInput(text, offset, steps);
        expect(result.offset).toBeGreaterThanOrEqual(0);
        expect(result.offset).toBeLessThanOrEqual(result.text.length);
        const typedOnly = steps.every((s) => s.kind === 'text');
        if (typedOnly) {
          const inserted = steps.map((s) => (s.kind === 'text' ? s.text : '')).join('');
          const at = result.offset - inserted.length;
          expect(result.text.slice(at, result.offset)).toBe(inserted);
          expect(result.text.slice(0, at) + result.text.slice(result.offset)).toBe(text);
        }
      }),
    );
  });
});
