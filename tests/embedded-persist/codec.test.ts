import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue } from '@/lib/embedded/persist/codec';

// Values as the store holds them: JSON data, Maps (string keys) and Sets, nested; including objects that look like tags.
const stored = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('$map', '$set', '$obj', '__proto__')), tie('value'), { maxKeys: 3 }),
    fc.array(fc.tuple(fc.string(), tie('value')), { maxLength: 3 }).map((entries) => new Map(entries)),
    fc.array(fc.string(), { maxLength: 4 }).map((values) => new Set(values)),
  ),
})).value;

describe('state codec', () => {
  it('round-trips Maps, Sets and tag-like objects through JSON', () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(decodeValue(JSON.parse(JSON.stringify(encodeValue(value))))).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('decodes any JSON without throwing and without touching prototypes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        decodeValue(json);
        return ({} as Record<string, unknown>).polluted === undefined;
      }),
      { numRuns: 500 },
    );
    const decoded = decodeValue(JSON.parse('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });
});
