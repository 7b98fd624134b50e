// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesHtml } from '@/lib/manifest/editor/lines-html';
import type { Token } from '@/lib/manifest/editor/tokens';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

const rowsOf = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>(':scope > [data-line]')];

// Text that HTML cares about: markup, entities, quotes, script, non-ASCII.
const nasty = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", '/', 'a', ' ', '\t', 'é', '\u2028', 's', 'c', 'r', 'i', 'p', 't', '=', ';', '#') });

describe('linesHtml', () => {
  it('gives one row per line, numbered, whose text is the line, for any text', () => {
    fc.assert(
      fc.property(fc.array(nasty, { minLength: 1, maxLength: 8 }), (lines) => {
        const source = lines.join('\n');
        const host = parse(linesHtml(source, null));
        const rows = rowsOf(host);
        expect(rows.map((r) => r.dataset.line)).toEqual(lines.map((_, i) => String(i + 1)));
        expect(rows.map((r) => r.children[1].textContent)).toEqual(lines);
        expect(host.querySelectorAll('script, img, a, iframe, [onerror], [onclick]')).toHaveLength(0);
      }),
    );
  });

  it("shows each line's tokens as spans with their style, and escapes their text", () => {
    fc.assert(
      fc.property(fc.array(fc.array(nasty, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (tokenLines) => {
        const tokens: Token[][] = tokenLines.map((line) => line.map((content) => ({ content, style: { color: '#D73A49', '--shiki-dark': '#F97583' } })));
        const source = tokenLines.map((line) => line.join('')).join('\n');
        const rows = rowsOf(parse(linesHtml(source, tokens)));
        rows.forEach((row, i) => {
          const spans = [...row.children[1].querySelectorAll<HTMLElement>('span.tok')];
          expect(spans.map((s) => s.textContent)).toEqual(tokenLines[i]);
          expect(spans.every((s) => s.style.color !== '' && s.style.getPropertyValue('--shiki-dark') === '#F97583')).toBe(true);
        });
      }),
    );
  });

  it('keeps the gutter as wide as the longest line number', () => {
    const host = parse(linesHtml(Array.from({ length: 1200 }, (_, i) => `line ${i}`).join('\n'), null));
    const gutter = rowsOf(host)[0].children[0] as HTMLElement;
    expect(gutter.getAttribute('aria-hidden')).toBe('true');
    expect(gutter.style.width).toBe('6ch');
    expect(rowsOf(host)).toHaveLength(1200);
  });

  it('never throws on malformed tokens, and falls back to the plain line where a line has none', () => {
    fc.assert(
      fc.property(fc.array(nasty, { minLength: 1, maxLength: 4 }), fc.anything(), (lines, junk) => {
        const source = lines.join('\n');
        const html = linesHtml(source, [junk, [{ content: 5 }, null, { content: 'x', style: { 'a;b': 'c', color: 7 } }]] as unknown as Token[][]);
        const rows = rowsOf(parse(html));
        expect(rows).toHaveLength(lines.length);
        // Style names that could close the declaration are dropped, not written.
        expect(html).not.toContain('a;b');
        if (lines.length > 2) expect(rows[2].children[1].textContent).toBe(lines[2]);
      }),
    );
  });
});
