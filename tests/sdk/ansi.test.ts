import { describe, expect, it } from 'vitest';
import { stripAnsi } from '@/lib/sdk/helpers';

describe('stripAnsi', () => {
  it('removes colours, cursor moves, OSC titles and hyperlinks', () => {
    expect(stripAnsi('\u001b[1;32mPASS\u001b[0m tests')).toBe('PASS tests');
    expect(stripAnsi('a\u001b[2K\u001b[1Gb')).toBe('ab');
    expect(stripAnsi('\u001b]0;title\u0007text')).toBe('text');
    expect(stripAnsi('\u001b]8;;https://x.dev\u001b\\link\u001b]8;;\u001b\\')).toBe('link');
  });
  it('keeps plain text, unicode and newlines', () => {
    expect(stripAnsi('✓ done\r\nnext [1] item')).toBe('✓ done\r\nnext [1] item');
  });
  it('non-strings give ""', () => {
    expect(stripAnsi(null)).toBe('');
  });
});
