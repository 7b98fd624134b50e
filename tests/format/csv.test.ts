import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvField, csvRow } from '@/lib/format/csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'x\ny', null, 3])).toBe('a,"b,c","say ""hi""","x\ny",,3\r\n');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('a field never breaks out of its cell', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text);
        if (field.startsWith('"')) expect(field.slice(1, -1).replaceAll('""', '')).not.toContain('"');
        else expect(field).not.toMatch(/[",\r\n]/);
      }),
    );
  });
});
