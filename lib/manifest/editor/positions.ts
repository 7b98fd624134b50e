/** The text offset of a 1-based line and column, clamped into the text (for the plain-textarea editor). */
export function offsetAt(text: string, line: number, column: number): number {
  const safe = typeof text === 'string' ? text : '';
  const wantLine = Number.isFinite(line) ? Math.max(1, Math.floor(line)) : 1;
  const wantColumn = Number.isFinite(column) ? Math.max(1, Math.floor(column)) : 1;
  let start = 0;
  for (let current = 1; current < wantLine; current += 1) {
    const next = safe.indexOf('\n', start);
    if (next === -1) return safe.length;
    start = next + 1;
  }
  const end = safe.indexOf('\n', start);
  const lineEnd = end === -1 ? safe.length : end;
  return Math.min(start + wantColumn - 1, lineEnd);
}

/** The 1-based line and column of a text offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const safe = typeof text === 'string' ? text : '';
  const at = Number.isFinite(offset) ? Math.min(Math.max(0, Math.floor(offset)), safe.length) : 0;
  let line = 1;
  let lineStart = 0;
  for (let i = safe.indexOf('\n'); i !== -1 && i < at; i = safe.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}
