import { isAlias, isCollection, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { LineIndex } from './line-index';
import { LinePositions } from './positions-yaml-lines';
import type { Diagnostic, LocateTarget, PathSegment, SourceLocator, SourceRange } from './types';
import { fastYamlData } from './yaml-fast';

/** Finds where paths live and turns offsets into 1-based line/column spans. */
export interface SourcePositions extends SourceLocator {
  span(range: SourceRange): { line: number; column: number; endLine: number; endColumn: number };
}

export interface LoadedSource {
  /** The document as plain data; undefined when the source could not be read at all. */
  data: unknown;
  /** Syntax errors (and format warnings) with their own positions. */
  problems: Diagnostic[];
  positions: SourcePositions;
}

/** Aliases beyond this count are refused: a guard against "billion laughs" expansion. */
const MAX_ALIAS_COUNT = 100;

/**
 * Reads YAML. Valid, plain documents take the fast path (js-yaml, see yaml-fast.ts) and get their
 * positions from a line scanner, or from a `yaml` Document built only when the scanner is unsure about a
 * path that has a diagnostic; everything else is read by the `yaml` package directly, which reports every
 * syntax error with its position.
 */
export function loadYaml(source: string): LoadedSource {
  const fast = fastYamlData(source);
  if (fast) return { data: fast.data, problems: [], positions: new ScannedPositions(source, () => readYaml(source).positions) };
  return readYaml(source);
}

/** The line scanner first (a diagnostic costs what a clean file costs), the `yaml` Document when it is unsure. */
class ScannedPositions implements SourcePositions {
  private readonly lines: LineIndex;
  private readonly scanner: LinePositions;
  private readonly document: LazyPositions;

  constructor(source: string, build: () => SourcePositions) {
    this.lines = new LineIndex(source);
    this.scanner = new LinePositions(source, this.lines);
    this.document = new LazyPositions(build);
  }

  locate(path: PathSegment[], target: LocateTarget): SourceRange {
    return this.scanner.locate(path, target) ?? this.document.locate(path, target);
  }

  span(range: SourceRange) {
    return this.lines.span(range);
  }
}

/** Reads YAML with the `yaml` package alone (positions from its Document); tests compare the fast path with it. */
export function readYaml(source: string): LoadedSource {
  const lineCounter = new LineCounter();
  // Duplicate keys are found below in one pass; the parser's own `uniqueKeys` check is quadratic in a map's size.
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: false, lineCounter, logLevel: 'error' });
  const lines = new LineIndex(source, lineCounter.lineStarts);
  const problems: Diagnostic[] = [];
  for (const error of doc.errors) problems.push(yamlProblem(lines, error.pos, error.message, 'error'));
  for (const key of duplicateKeys(doc)) problems.push(yamlProblem(lines, key, 'Map keys must be unique', 'error'));
  for (const warning of doc.warnings) problems.push(yamlProblem(lines, warning.pos, warning.message, 'warning'));

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push({
      path: [],
      message: `the document cannot be expanded: ${message}`,
      severity: 'error',
      code: 'yaml_alias_limit',
      ...lines.span({ start: 0, end: lines.lineEnd(0) }),
    });
  }
  return { data, problems, positions: new YamlPositions(doc, lines, source.length) };
}

/** Ranges of every key that repeats an earlier key of the same map, in linear time (a Set per map). */
function duplicateKeys(doc: Document): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = pair.key;
        const text = isScalar(key) ? `${typeof key.value}:${String(key.value)}` : key === null ? 'null' : undefined;
        if (text === undefined) continue;
        if (seen.has(text)) found.push(isNode(key) && key.range ? [key.range[0], key.range[1]] : [0, 0]);
        else seen.add(text);
      }
    },
  });
  return found;
}

class LazyPositions implements SourcePositions {
  private built: SourcePositions | null = null;

  constructor(private readonly build: () => SourcePositions) {}

  private get target(): SourcePositions {
    this.built ??= this.build();
    return this.built;
  }

  locate(path: PathSegment[], target: LocateTarget): SourceRange {
    return this.target.locate(path, target);
  }

  span(range: SourceRange) {
    return this.target.span(range);
  }
}

function yamlProblem(lines: LineIndex, pos: [number, number], message: string, severity: 'error' | 'warning'): Diagnostic {
  const text = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return {
    path: [],
    message: severity === 'error' ? `YAML syntax error: ${text}` : `YAML: ${text}`,
    severity,
    code: severity === 'error' ? 'yaml_syntax' : 'yaml_warning',
    ...lines.span({ start: pos[0], end: pos[1] }),
  };
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  if (isNode(key)) return key.toString();
  return key === null || key === undefined ? undefined : String(key);
}

class YamlPositions implements SourcePositions {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineIndex,
    private readonly length: number,
  ) {}

  span(range: SourceRange) {
    return this.lines.span(range);
  }

  locate(path: PathSegment[], target: LocateTarget): SourceRange {
    let node: unknown = this.doc.contents;
    let key: Node | null = null;
    for (const segment of path) {
      const current = this.resolve(node);
      let next: unknown;
      let nextKey: Node | null = null;
      let found = false;
      if (isMap(current)) {
        const pair = current.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
        if (pair) {
          found = true;
          next = pair.value;
          nextKey = isNode(pair.key) ? pair.key : null;
        }
      } else if (isSeq(current) && typeof segment === 'number' && segment >= 0 && segment < current.items.length) {
        found = true;
        next = current.items[segment];
      }
      if (!found) return this.head(current, key);
      node = next;
      key = nextKey;
    }
    if (target === 'key' && key?.range) return this.range(key);
    const resolved = this.resolve(node);
    if (isScalar(resolved) && resolved.range && resolved.range[1] > resolved.range[0]) return this.range(resolved);
    if (isCollection(resolved)) return this.head(resolved, key);
    if (key?.range) return this.range(key);
    return this.head(resolved, null);
  }

  private resolve(node: unknown): unknown {
    if (isAlias(node)) return node.resolve(this.doc) ?? node;
    return node;
  }

  private range(node: Node): SourceRange {
    const [start, end] = node.range ?? [0, 0];
    return { start, end };
  }

  /** First line of a map or list (the parent of a missing key); the key naming it when it has no extent. */
  private head(node: unknown, key: Node | null): SourceRange {
    if (isNode(node) && node.range && node.range[1] > node.range[0]) {
      return this.lines.head(node.range[0], node.range[1]);
    }
    if (key?.range) return this.range(key);
    const contents = this.doc.contents;
    const start = contents?.range ? contents.range[0] : 0;
    return this.lines.head(Math.min(start, this.length), this.length);
  }
}
