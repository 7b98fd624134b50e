import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReadOutput } from '@/lib/sdk/helpers';
import { DIRECTORY_OUTPUT, NEW_FORMAT_OUTPUT, OLD_FORMAT_OUTPUT, RANGED_OUTPUT } from '../fixtures/sessions/read-formats';

describe('parseReadOutput', () => {
  it('new format: path, content without "N: " prefixes, footer dropped', () => {
    expect(parseReadOutput(NEW_FORMAT_OUTPUT)).toEqual({
      type: 'file',
      path: '/workspace/app/src/index.ts',
      content: "import { greet } from './greeting';\n\nconsole.log(greet('world'));",
      startLine: 1,
    });
  });
  it('old format: "00001| " prefixes dropped', () => {
    expect(parseReadOutput(OLD_FORMAT_OUTPUT)).toEqual({ type: 'file', content: '# Notes\n\nRemember the milk.', startLine: 1 });
  });
  it('ranged reads keep the first line number; the "more lines" footer is dropped', () => {
    expect(parseReadOutput(RANGED_OUTPUT)).toMatchObject({ content: 'const a = 1;\nconst b = 2;', startLine: 40 });
  });
  it('directories list their entries', () => {
    expect(parseReadOutput(DIRECTORY_OUTPUT)).toEqual({ type: 'directory', path: '/workspace/app', content: 'src/\npackage.json' });
  });
  it('keeps a content line that looks like "12: x" only through its prefix', () => {
    expect(parseReadOutput('<path>a</path>\n<type>file</type>\n<content>\n1: 12: twelve\n</content>')?.content).toBe('12: twelve');
  });
  it('undefined for other text', () => {
    expect(parseReadOutput('Wrote file')).toBeUndefined();
    expect(parseReadOutput(undefined)).toBeUndefined();
    expect(parseReadOutput('<path>x</path> but no content')).toBeUndefined();
  });
});

// The line-number prefixes used to be read with `^(\d+): ?(.*)$` and `^(\d+)\| ?(.*)$`; the scanner that replaced the
// patterns must read every line the same way.
describe('parseReadOutput line prefixes (same as the patterns they replaced)', () => {
  const FOOTER = /^\((?:End of file|File has more lines|Output (?:was )?truncated)[^)]*\)$/;
  function reference(body: string, pattern: RegExp) {
    const out: string[] = [];
    let startLine: number | undefined;
    for (const raw of body.replace(/^\n/, '').split('\n')) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      const match = pattern.exec(line);
      if (match) {
        if (startLine === undefined) startLine = Number(match[1]);
        out.push(match[2]);
      } else if (!FOOTER.test(line.trim())) out.push(line);
    }
    while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
    return startLine === undefined ? { content: out.join('\n') } : { content: out.join('\n'), startLine };
  }
  const piece = fc.constantFrom('0', '7', '00012', ':', '|', ' ', '  ', '\r', '\u2028', '\u2029', 'x', '١', '(End of file - total 3 lines)', '\n');
  const body = fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 30 }).map((parts) => parts.join(''));

  it('new format', () => {
    fc.assert(
      fc.property(body, (text) => {
        const output = `<path>/a.ts</path>\n<type>file</type>\n<content>${text}</content>`;
        if (text.includes('</content>')) return;
        expect(parseReadOutput(output)).toEqual({ type: 'file', path: '/a.ts', ...reference(text, /^(\d+): ?(.*)$/) });
      }),
      { numRuns: 1000 },
    );
  });

  it('old format', () => {
    fc.assert(
      fc.property(body, (text) => {
        if (text.includes('</file>')) return;
        expect(parseReadOutput(`<file>${text}</file>`)).toEqual({ type: 'file', ...reference(text, /^(\d+)\| ?(.*)$/) });
      }),
      { numRuns: 1000 },
    );
  });
});
