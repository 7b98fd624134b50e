import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { healStreamingMarkdown, isStreamingPart } from '@/lib/timeline/streaming-markdown';

const SAMPLE = [
  '## Plan',
  '',
  'First **check the `totals` module**, then _round_ with [the guide](https://example.com/guide "Guide").',
  '',
  '- [ ] step one with ~~old~~ new',
  '- step two: ![chart](https://example.com/c.png)',
  '',
  '| col | value |',
  '| --- | ----- |',
  '| a   | 1     |',
  '',
  '> quoted *text*',
  '',
  '```ts',
  'const total = round(sum * 100) / 100;',
  '```',
  '',
  'Done: $x^2$ and \\*escaped\\* and a trailing \\',
].join('\n');

// Markdown-ish characters, so that random strings hit open constructs often.
const markdownish = fc.string({ unit: fc.constantFrom('*', '_', '`', '~', '[', ']', '(', ')', '!', '#', '>', '-', '|', '$', '\\', '\n', ' ', 'a', 'b', '1', ':', '/', '.') });

describe('healStreamingMarkdown', () => {
  it('closes what a streaming answer has opened so it renders formatted at once', () => {
    expect(healStreamingMarkdown('This is **bold tex')).toBe('This is **bold tex**');
    expect(healStreamingMarkdown('Run `npm te')).toBe('Run `npm te`');
    const strong = fromMarkdown(healStreamingMarkdown('This is **bold tex'));
    expect(JSON.stringify(strong)).toContain('"type":"strong"');
  });

  it('never throws and always gives a string that parses, on every prefix of a Markdown text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SAMPLE.length }), (end) => {
        const healed = healStreamingMarkdown(SAMPLE.slice(0, end));
        expect(typeof healed).toBe('string');
        expect(() => fromMarkdown(healed)).not.toThrow();
      }),
      { numRuns: SAMPLE.length + 1 },
    );
  });

  it('never throws on prefixes of arbitrary Markdown-like text, nor on anything else', () => {
    fc.assert(
      fc.property(markdownish, fc.nat(), (text, cut) => {
        const prefix = text.slice(0, text.length === 0 ? 0 : cut % (text.length + 1));
        const healed = healStreamingMarkdown(prefix);
        expect(typeof healed).toBe('string');
        // Healing only adds: what has arrived is still there.
        expect(healed.length).toBeGreaterThanOrEqual(prefix.trimEnd().length);
      }),
    );
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof healStreamingMarkdown(value)).toBe('string');
    }));
  });

  it('leaves a well-formed text as it is', () => {
    expect(healStreamingMarkdown('**done** and `code`.')).toBe('**done** and `code`.');
  });
});

describe('isStreamingPart', () => {
  it('is true only for a part that has started and not ended', () => {
    expect(isStreamingPart({ type: 'text', text: 'a', time: { start: 1 } })).toBe(true);
    expect(isStreamingPart({ type: 'text', text: 'a', time: { start: 1, end: 2 } })).toBe(false);
    expect(isStreamingPart({ type: 'text', text: 'a' })).toBe(false);
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof isStreamingPart(value)).toBe('boolean');
    }));
  });
});
