// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};
const textOf = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>(':scope > [data-line]')].map((row) => row.children[1].textContent).join('\n');

const YAML = 'platform_version: 2\nagents:\n  default:\n    model: gpt # a comment\n';

describe('highlightHtmlNow (the server render of the editor first view)', () => {
  it('is plain text until Shiki is loaded, then highlighted, and always the same text', async () => {
    vi.resetModules();
    const { highlightHtmlNow, preloadHighlighter, highlightHtml } = await import('@/lib/manifest/editor/highlight');
    const before = parse(highlightHtmlNow(YAML, 'yaml'));
    expect(before.querySelectorAll('.tok')).toHaveLength(0);
    expect(textOf(before)).toBe(YAML);

    await preloadHighlighter();
    const html = highlightHtmlNow(YAML, 'yaml');
    const after = parse(html);
    expect(after.querySelectorAll('.tok').length).toBeGreaterThan(3);
    expect(textOf(after)).toBe(YAML);
    // The same HTML as the asynchronous highlight the browser uses after an edit.
    expect(html).toBe(await highlightHtml(YAML, 'yaml'));
    expect(parse(highlightHtmlNow('title = "x"\n', 'toml')).querySelectorAll('.tok').length).toBeGreaterThan(0);
  });

  it('never throws and keeps the text, for any input and language', async () => {
    const { highlightHtmlNow, preloadHighlighter } = await import('@/lib/manifest/editor/highlight');
    await preloadHighlighter();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom('yaml', 'toml', 'plaintext', '', 'json'), (code, lang) => {
        expect(textOf(parse(highlightHtmlNow(code, lang)))).toBe(code.replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 60 },
    );
  });
});
