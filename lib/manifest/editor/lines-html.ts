import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { EDITOR_LINE_HEIGHT, gutterWidth } from './editor-metrics';
import type { Token } from './tokens';

const styleText = (style: Record<string, string> | undefined): string | undefined => {
  if (!style || typeof style !== 'object') return undefined;
  const declarations = Object.entries(style)
    .filter(([name, value]) => typeof value === 'string' && /^-{0,2}[a-zA-Z][\w-]*$/.test(name))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? declarations.join(';') : undefined;
};

function lineElement(number: number, text: string, tokens: readonly Token[] | undefined, gutter: string): Element {
  const content: ElementContent[] = Array.isArray(tokens)
    ? tokens.map((token) => ({
        type: 'element',
        tagName: 'span',
        properties: { className: ['tok'], style: styleText(token?.style) },
        children: [{ type: 'text', value: typeof token?.content === 'string' ? token.content : '' }],
      }))
    : [{ type: 'text', value: text }];
  return {
    type: 'element',
    tagName: 'div',
    properties: { dataLine: String(number), className: ['flex', 'whitespace-pre'], style: `height:${EDITOR_LINE_HEIGHT}px` },
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: { ariaHidden: 'true', className: ['shrink-0', 'select-none', 'pr-4', 'text-right', 'text-fg-muted'], style: `width:${gutter}` },
        children: [{ type: 'text', value: String(number) }],
      },
      { type: 'element', tagName: 'span', properties: {}, children: content },
    ],
  };
}

/**
 * The read-only editor view's lines as HTML (hast-util-to-html escapes every text and attribute): one row per line of
 * `source`, its number in the gutter, its Shiki tokens when `tokens` has that line, else its plain text. The view sets
 * it as inner HTML, so hydrating a long file walks one element instead of thousands of spans.
 */
export function linesHtml(source: string, tokens: readonly (readonly Token[])[] | null): string {
  const lines = String(source ?? '').split('\n');
  const gutter = gutterWidth(lines.length);
  const rows = lines.map((text, i) => lineElement(i + 1, text, Array.isArray(tokens) ? tokens[i] : undefined, gutter));
  return toHtml({ type: 'root', children: rows });
}
