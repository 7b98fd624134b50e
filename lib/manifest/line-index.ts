import type { SourceRange } from './types';

export interface LinePosition {
  line: number;
  column: number;
}

/** Maps UTF-16 offsets to 1-based line/column pairs. */
export class LineIndex {
  private readonly starts: number[];

  /** `lineStarts` may come from a parser that already counted them (the `yaml` package's LineCounter). */
  constructor(
    private readonly text: string,
    lineStarts?: readonly number[],
  ) {
    if (lineStarts && lineStarts.length > 0 && lineStarts[0] === 0) {
      this.starts = [...lineStarts];
      return;
    }
    this.starts = [0];
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
  }

  position(offset: number): LinePosition {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: clamped - this.starts[low] + 1 };
  }

  /** Offset just before the line break (\n or \r\n) of the line holding `offset`. */
  lineEnd(offset: number): number {
    let i = Math.max(0, Math.min(offset, this.text.length));
    while (i < this.text.length && this.text[i] !== '\n') i++;
    if (i > 0 && this.text[i - 1] === '\r' && i - 1 >= offset) i--;
    return i;
  }

  /** Start line/column and exclusive end line/column; an empty range is widened to one column. */
  span(range: SourceRange): { line: number; column: number; endLine: number; endColumn: number } {
    const start = this.position(range.start);
    if (Math.min(range.end, this.text.length) <= range.start) {
      return { line: start.line, column: start.column, endLine: start.line, endColumn: start.column + 1 };
    }
    const end = this.position(range.end);
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  }

  /** From `start` to the end of its line (at least one column): the "head" of a multi-line node. */
  head(start: number, end: number): SourceRange {
    return { start, end: Math.min(end, this.lineEnd(start)) };
  }
}
