// Positions for the fast YAML path without building a `yaml` Document: a line scanner that understands block maps,
// block sequences and one-line scalars, which is all the fast path lets through (see yaml-fast.ts). It answers the
// same ranges as the Document-based locator, or `undefined` when the text around the path is anything else (flow
// collections, multi-line scalars, odd keys); the caller then falls back to the Document. A property test checks that
// every range it gives equals the Document's.
import type { LineIndex } from './line-index';
import type { LocateTarget, PathSegment, SourceRange } from './types';

interface Token {
  kind: 'item' | 'key' | 'scalar';
  /** Offset of the token's first character. */
  start: number;
  /** Column in the line (0-based): what nesting is decided by. */
  col: number;
  line: number;
  /** Keys: the key text, unquoted; its range includes any quotes. */
  key?: string;
  keyEnd?: number;
  /** Keys with a value on their line, and scalars: the value's range (comment and trailing spaces excluded). */
  valueStart?: number;
  valueEnd?: number;
}

/** A run of tokens that forms one node's children: tokens [from, to) whose first token sets the child column. */
interface Block {
  from: number;
  to: number;
}

const PLAIN_KEY = /^([^\s#'"[\]{},:&*!|>%@`-][^#:]*?|-[^\s#:][^#:]*?)[ \t]*:(?=[ \t]|$)/;
const QUOTED_KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')[ \t]*:(?=[ \t]|$)/;

function unquote(text: string): string | undefined {
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return undefined;
    }
  }
  if (text.startsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  return text;
}

/** The value text's range on its line: up to a ` #` comment (outside quotes), trailing spaces trimmed. */
function valueRange(line: string, lineStart: number, from: number): { start: number; end: number } | null {
  let i = from;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  if (i >= line.length || line[i] === '#') return null;
  const first = line[i];
  let end: number;
  if (first === '"' || first === "'") {
    let j = i + 1;
    for (; j < line.length; j++) {
      if (first === '"' && line[j] === '\\') j++;
      else if (line[j] === first) {
        if (first === "'" && line[j + 1] === "'") j++;
        else break;
      }
    }
    if (j >= line.length) return null;
    end = j + 1;
    const rest = line.slice(end).trim();
    if (rest !== '' && !rest.startsWith('#')) return null;
  } else {
    const comment = line.slice(i).search(/[ \t]#/);
    end = comment === -1 ? line.length : i + comment;
    while (end > i && (line[end - 1] === ' ' || line[end - 1] === '\t' || line[end - 1] === '\r')) end--;
  }
  return { start: lineStart + i, end: lineStart + end };
}

function tokenize(source: string): Token[] | undefined {
  const tokens: Token[] = [];
  let lineStart = 0;
  let lineNo = 0;
  while (lineStart <= source.length) {
    const newline = source.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? source.length : newline;
    const line = source.slice(lineStart, lineEnd).replace(/\r$/, '');
    let col = 0;
    while (col < line.length && line[col] === ' ') col++;
    const rest = line.slice(col);
    if (rest !== '' && !rest.startsWith('#') && !(col === 0 && (rest.startsWith('---') || rest.startsWith('...')))) {
      for (;;) {
        if (line[col] === '-' && (col + 1 === line.length || line[col + 1] === ' ')) {
          tokens.push({ kind: 'item', start: lineStart + col, col, line: lineNo });
          col++;
          while (col < line.length && line[col] === ' ') col++;
          if (col >= line.length || line[col] === '#') break;
          continue;
        }
        const text = line.slice(col);
        const match = QUOTED_KEY.exec(text) ?? PLAIN_KEY.exec(text);
        if (match) {
          const rawKey = match[1].replace(/[ \t]+$/, '');
          const key = unquote(rawKey);
          if (key === undefined) return undefined;
          const value = valueRange(line, lineStart, col + match[0].length);
          tokens.push({
            kind: 'key',
            start: lineStart + col,
            col,
            line: lineNo,
            key,
            keyEnd: lineStart + col + rawKey.length,
            ...(value ? { valueStart: value.start, valueEnd: value.end } : {}),
          });
        } else {
          const value = valueRange(line, lineStart, col);
          if (!value) return undefined;
          tokens.push({ kind: 'scalar', start: lineStart + col, col, line: lineNo, valueStart: value.start, valueEnd: value.end });
        }
        break;
      }
    }
    if (newline === -1) break;
    lineStart = newline + 1;
    lineNo++;
  }
  return tokens;
}

export class LinePositions {
  private tokens: Token[] | undefined | null = null;

  constructor(
    private readonly source: string,
    private readonly lines: LineIndex,
  ) {}

  /** The range the Document locator would give, or undefined when this scanner cannot be sure. */
  locate(path: PathSegment[], target: LocateTarget): SourceRange | undefined {
    if (this.tokens === null) this.tokens = tokenize(this.source);
    const tokens = this.tokens;
    if (!tokens || tokens.length === 0) return undefined;
    let block: Block = { from: 0, to: tokens.length };
    if (tokens[0].col !== 0) return undefined;
    // The token that holds the current node: a key (its value) or an item; null at the root.
    let holder: Token | null = null;
    for (const segment of path) {
      const child = this.child(tokens, block, segment);
      if (child === 'unsure') return undefined;
      if (child === null) return this.headOf(tokens, block, holder);
      holder = tokens[child];
      if (holder.valueStart !== undefined) {
        // A block scalar, or a plain scalar continued on deeper lines, spans lines this scanner does not join.
        if (/^[|>]/.test(this.source.slice(holder.valueStart, holder.valueStart + 1))) return undefined;
        const next = tokens[child + 1];
        if (next && next.col > (holder.kind === 'scalar' ? tokens[child - 1].col : holder.col)) return undefined;
        block = { from: child + 1, to: child + 1 };
      } else {
        block = this.blockAfter(tokens, child);
      }
    }
    if (holder === null) return this.headOf(tokens, block, null);
    if (target === 'key' && holder.kind === 'key') return { start: holder.start, end: holder.keyEnd! };
    if (holder.valueStart !== undefined) {
      if (/^[[{]/.test(this.source.slice(holder.valueStart, holder.valueStart + 1))) return undefined;
      return { start: holder.valueStart, end: holder.valueEnd! };
    }
    if (block.from < block.to) return this.head(tokens[block.from].start);
    if (holder.kind === 'key') return { start: holder.start, end: holder.keyEnd! };
    return undefined;
  }

  /** Index of the child token for `segment` in `block`, null when absent, 'unsure' when the block is not plain. */
  private child(tokens: Token[], block: Block, segment: PathSegment): number | null | 'unsure' {
    if (block.from >= block.to) return 'unsure';
    const first = tokens[block.from];
    const col = first.col;
    if (first.kind === 'scalar') return 'unsure';
    if (first.kind === 'item') {
      if (typeof segment !== 'number') return 'unsure';
      let n = 0;
      for (let i = block.from; i < block.to; i++) {
        const t = tokens[i];
        if (t.col < col) return 'unsure';
        if (t.col !== col) continue;
        if (t.kind !== 'item') return 'unsure';
        if (n === segment) {
          // An item whose content is a scalar on its line: that scalar is the item.
          const next = tokens[i + 1];
          if (next && next.line === t.line && next.kind === 'scalar') return i + 1;
          return i;
        }
        n++;
      }
      return null;
    }
    if (typeof segment !== 'string') return 'unsure';
    let found: number | null = null;
    for (let i = block.from; i < block.to; i++) {
      const t = tokens[i];
      if (t.col < col) return 'unsure';
      if (t.col !== col) continue;
      // Items at the map's column are a compact sequence under the key before them.
      if (t.kind === 'item' && i > block.from) continue;
      if (t.kind !== 'key') return 'unsure';
      if (t.key === segment) {
        if (found !== null) return 'unsure';
        found = i;
      }
    }
    return found;
  }

  /** Tokens nested under token `at`: deeper columns, or items at its column under a key (a compact sequence). */
  private blockAfter(tokens: Token[], at: number): Block {
    const holder = tokens[at];
    let to = at + 1;
    // An item's content may start on the item's own line (`- name: x`): those tokens belong to it.
    while (to < tokens.length) {
      const t = tokens[to];
      const nested = t.col > holder.col || (holder.kind === 'key' && t.kind === 'item' && t.col === holder.col);
      if (!nested) break;
      to++;
    }
    return { from: at + 1, to };
  }

  private head(start: number): SourceRange {
    return this.lines.head(start, this.source.length);
  }

  /** Where a missing child is reported: the parent collection's first line, else the key naming it. */
  private headOf(tokens: Token[], block: Block, holder: Token | null): SourceRange | undefined {
    if (block.from < block.to) return this.head(tokens[block.from].start);
    if (holder?.kind === 'key') return undefined;
    return undefined;
  }
}
