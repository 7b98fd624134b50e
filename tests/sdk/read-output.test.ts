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
