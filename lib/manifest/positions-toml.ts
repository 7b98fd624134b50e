import { parse, TomlError } from 'smol-toml';
import { LineIndex } from './line-index';
import type { LoadedSource, SourcePositions } from './positions-yaml';
import { scanToml, type TomlNode } from './toml-scanner';
import type { LocateTarget, PathSegment, SourceRange } from './types';

export function loadToml(source: string): LoadedSource {
  const lines = new LineIndex(source);
  const locator = new TomlLocator(source, lines);
  try {
    return { data: parse(source), problems: [], positions: locator };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // TomlError's message repeats the source excerpt after a blank line; people need the first line only.
    const text = message.replace(/^Invalid TOML document: /, '').split('\n')[0];
    const line = error instanceof TomlError ? error.line : 1;
    const column = error instanceof TomlError ? error.column : 1;
    return {
      data: undefined,
      problems: [
        {
          path: [],
          message: `TOML syntax error: ${text}`,
          severity: 'error',
          code: 'toml_syntax',
          line,
          column,
          endLine: line,
          endColumn: column + 1,
        },
      ],
      positions: locator,
    };
  }
}

const pathKey = (path: readonly PathSegment[]) => JSON.stringify(path);

/** Places paths in TOML text: the pair's key or value, the table header, or the nearest known ancestor. */
export class TomlLocator implements SourcePositions {
  private index: { exact: Map<string, TomlNode>; firstUnder: Map<string, TomlNode> } | null = null;

  constructor(
    private readonly source: string,
    private readonly lines: LineIndex,
  ) {}

  /** Built on first use: a valid manifest never needs positions. */
  private build() {
    if (this.index) return this.index;
    const exact = new Map<string, TomlNode>();
    const firstUnder = new Map<string, TomlNode>();
    for (const node of scanToml(this.source)) {
      const key = pathKey(node.path);
      if (!exact.has(key)) exact.set(key, node);
      for (let length = 0; length < node.path.length; length++) {
        const prefix = pathKey(node.path.slice(0, length));
        if (!firstUnder.has(prefix)) firstUnder.set(prefix, node);
      }
    }
    this.index = { exact, firstUnder };
    return this.index;
  }

  span(range: SourceRange) {
    return this.lines.span(range);
  }

  locate(path: PathSegment[], target: LocateTarget): SourceRange {
    const { exact, firstUnder } = this.build();
    const node = exact.get(pathKey(path));
    if (node) {
      if (target === 'key' || node.kind === 'table' || node.kind === 'array-table') {
        return { start: node.keyStart, end: node.keyEnd };
      }
      return this.lines.head(node.valueStart, node.valueEnd);
    }
    for (let length = path.length - 1; length >= 0; length--) {
      const prefix = path.slice(0, length);
      const parent = exact.get(pathKey(prefix));
      if (parent) {
        if (parent.kind === 'pair' || parent.kind === 'element') return this.lines.head(parent.valueStart, parent.valueEnd);
        return { start: parent.keyStart, end: parent.keyEnd };
      }
      const descendant = length > 0 ? firstUnder.get(pathKey(prefix)) : undefined;
      if (descendant) return { start: descendant.keyStart, end: descendant.keyEnd };
    }
    return this.documentHead();
  }

  /** The first line with content: where the root table "is". */
  private documentHead(): SourceRange {
    const match = /^[ \t]*[^\s#]/m.exec(this.source);
    const start = match ? match.index + match[0].length - 1 : 0;
    return this.lines.head(start, this.source.length);
  }
}
