import type { PathSegment } from './types';

/**
 * Where one TOML key, table or array element lives in the source. smol-toml gives values but no positions,
 * so this scanner walks the (already valid) text again and records offsets only.
 */
export interface TomlNode {
  kind: 'pair' | 'table' | 'array-table' | 'element';
  path: PathSegment[];
  /** The key (last dotted segment) of a pair; the `[header]` of a table; the value of an element. */
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
  /** Path of the table a pair is written in (root: []); for tables, their own path. */
  tablePath: PathSegment[];
  /** True for pairs inside an inline table (`{ a = 1 }`). */
  inline: boolean;
  /** Tables: end of the last pair line written under the header (where a new pair can be appended). */
  bodyEnd: number;
}

const BARE_KEY = /[A-Za-z0-9_-]/;

class ScanError extends Error {}

class Scanner {
  private i = 0;
  readonly nodes: TomlNode[] = [];
  private readonly arrayCounts = new Map<string, number>();
  private table: TomlNode | null = null;
  private tablePath: PathSegment[] = [];

  constructor(private readonly s: string) {}

  run(): void {
    while (true) {
      this.skipBlank(true);
      if (this.i >= this.s.length) return;
      if (this.s[this.i] === '[') this.header();
      else {
        const pair = this.pair(this.tablePath, false);
        this.skipBlank(false);
        if (this.table) this.table.bodyEnd = Math.max(this.table.bodyEnd, pair.valueEnd);
      }
      this.expectLineEnd();
    }
  }

  private header(): void {
    const start = this.i;
    const isArray = this.s.startsWith('[[', this.i);
    this.i += isArray ? 2 : 1;
    this.skipBlank(false);
    const keys = this.key().map((part) => part.text);
    this.skipBlank(false);
    const close = isArray ? ']]' : ']';
    if (!this.s.startsWith(close, this.i)) throw new ScanError('header');
    this.i += close.length;
    const path: PathSegment[] = [];
    keys.forEach((segment, index) => {
      path.push(segment);
      const counterKey = JSON.stringify(path);
      if (isArray && index === keys.length - 1) {
        const next = (this.arrayCounts.get(counterKey) ?? -1) + 1;
        this.arrayCounts.set(counterKey, next);
        path.push(next);
      } else if (this.arrayCounts.has(counterKey)) {
        path.push(this.arrayCounts.get(counterKey) as number);
      }
    });
    const node: TomlNode = {
      kind: isArray ? 'array-table' : 'table',
      path,
      keyStart: start,
      keyEnd: this.i,
      valueStart: start,
      valueEnd: this.i,
      tablePath: path,
      inline: false,
      bodyEnd: this.i,
    };
    this.nodes.push(node);
    this.table = node;
    this.tablePath = path;
  }

  private pair(prefix: PathSegment[], inline: boolean): TomlNode {
    const parts = this.key();
    this.skipBlank(false);
    if (this.s[this.i] !== '=') throw new ScanError('=');
    this.i++;
    this.skipBlank(false);
    const path = [...prefix, ...parts.map((part) => part.text)];
    const last = parts[parts.length - 1];
    const node: TomlNode = {
      kind: 'pair',
      path,
      keyStart: last.start,
      keyEnd: last.end,
      valueStart: this.i,
      valueEnd: this.i,
      tablePath: prefix,
      inline,
      bodyEnd: 0,
    };
    this.nodes.push(node);
    node.valueEnd = this.value(path);
    return node;
  }

  private key(): { text: string; start: number; end: number }[] {
    const parts: { text: string; start: number; end: number }[] = [];
    while (true) {
      this.skipBlank(false);
      const start = this.i;
      const c = this.s[this.i];
      let text: string;
      if (c === '"' || c === "'") {
        const end = this.string();
        text = decodeString(this.s.slice(start, end));
      } else {
        while (this.i < this.s.length && BARE_KEY.test(this.s[this.i])) this.i++;
        if (this.i === start) throw new ScanError('key');
        text = this.s.slice(start, this.i);
      }
      parts.push({ text, start, end: this.i });
      this.skipBlank(false);
      if (this.s[this.i] !== '.') return parts;
      this.i++;
    }
  }

  /** Scans one value and records the elements and members inside it; returns its end offset. */
  private value(path: PathSegment[]): number {
    const c = this.s[this.i];
    if (c === '"' || c === "'") return this.string();
    if (c === '[') {
      this.i++;
      let index = 0;
      while (true) {
        this.skipBlank(true);
        if (this.s[this.i] === ']') break;
        const start = this.i;
        const elementPath = [...path, index];
        const element: TomlNode = {
          kind: 'element',
          path: elementPath,
          keyStart: start,
          keyEnd: start,
          valueStart: start,
          valueEnd: start,
          tablePath: path,
          inline: true,
          bodyEnd: 0,
        };
        this.nodes.push(element);
        element.valueEnd = element.keyEnd = this.value(elementPath);
        index++;
        this.skipBlank(true);
        if (this.s[this.i] === ',') this.i++;
        else if (this.s[this.i] !== ']') throw new ScanError('array');
      }
      this.i++;
      return this.i;
    }
    if (c === '{') {
      this.i++;
      while (true) {
        this.skipBlank(true);
        if (this.s[this.i] === '}') break;
        this.pair(path, true);
        this.skipBlank(true);
        if (this.s[this.i] === ',') this.i++;
        else if (this.s[this.i] !== '}') throw new ScanError('inline table');
      }
      this.i++;
      return this.i;
    }
    const start = this.i;
    while (this.i < this.s.length && !/[,\]}#\r\n]/.test(this.s[this.i])) this.i++;
    let end = this.i;
    while (end > start && /[ \t]/.test(this.s[end - 1])) end--;
    if (end === start) throw new ScanError('value');
    return end;
  }

  /** Basic, literal and multi-line strings; returns the end offset. */
  private string(): number {
    const quote = this.s[this.i];
    const triple = this.s.startsWith(quote.repeat(3), this.i);
    this.i += triple ? 3 : 1;
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (quote === '"' && c === '\\') {
        this.i += 2;
        continue;
      }
      if (!triple && (c === '\n' || c === '\r')) throw new ScanError('string');
      if (c === quote && (!triple || this.s.startsWith(quote.repeat(3), this.i))) {
        if (!triple) return ++this.i;
        this.i += 3;
        // Up to two quotes right before the closing delimiter belong to the content.
        let extra = 0;
        while (extra < 2 && this.s[this.i] === quote) {
          this.i++;
          extra++;
        }
        return this.i;
      }
      this.i++;
    }
    throw new ScanError('unterminated string');
  }

  private skipBlank(newlines: boolean): void {
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (c === ' ' || c === '\t') this.i++;
      else if (newlines && (c === '\n' || c === '\r')) this.i++;
      else if (c === '#') {
        while (this.i < this.s.length && this.s[this.i] !== '\n') this.i++;
      } else return;
    }
  }

  private expectLineEnd(): void {
    this.skipBlank(false);
    if (this.i < this.s.length && this.s[this.i] !== '\n' && this.s[this.i] !== '\r') throw new ScanError('line end');
  }
}

const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\x1b', '"': '"', '\\': '\\' };

function decodeString(raw: string): string {
  if (raw.startsWith("'")) return raw.slice(1, -1);
  const body = raw.slice(1, -1);
  return body.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|.)/g, (_, escape: string) => {
    if (escape.length > 1) return String.fromCodePoint(parseInt(escape.slice(1), 16));
    return ESCAPES[escape] ?? escape;
  });
}

/** Positions of every key, table header and array element; stops quietly at text it cannot follow. */
export function scanToml(source: string): TomlNode[] {
  const scanner = new Scanner(source);
  try {
    scanner.run();
  } catch {
    // The positions found so far are still right; callers fall back to the nearest known ancestor.
  }
  return scanner.nodes;
}

/** A TOML basic string for any text (JSON escapes are valid TOML; DEL must be escaped as well). */
export function tomlString(value: string): string {
  return JSON.stringify(value).replace(/\x7f/g, '\\u007f');
}

const BARE_KEY_TEXT = /^[A-Za-z0-9_-]+$/;

export function tomlKey(segment: string): string {
  return BARE_KEY_TEXT.test(segment) ? segment : tomlString(segment);
}
