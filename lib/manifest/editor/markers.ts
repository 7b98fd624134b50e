import type { Diagnostic } from '@/lib/manifest';

/** A problem placed in the editor: 1-based, end exclusive, always a valid non-empty range. */
export interface EditorMarker {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  severity: 'error' | 'warning';
  code?: string;
}

// Far beyond any real file; keeps `column + 1` exact for absurd inputs.
const MAX_POSITION = 10_000_000;

const position = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.min(Math.floor(value), MAX_POSITION) : 1;

/** Turns diagnostics into markers: positions clamped to ≥ 1, the end never before the start, sorted by place. */
export function toMarkers(diagnostics: readonly Diagnostic[] | null | undefined): EditorMarker[] {
  if (!Array.isArray(diagnostics)) return [];
  const markers: EditorMarker[] = [];
  for (const d of diagnostics) {
    if (!d || typeof d !== 'object') continue;
    const line = position(d.line);
    const column = position(d.column);
    const endLine = Math.max(line, position(d.endLine));
    let endColumn = position(d.endColumn);
    if (endLine === line && endColumn <= column) endColumn = column + 1;
    markers.push({
      line,
      column,
      endLine,
      endColumn,
      message: typeof d.message === 'string' && d.message ? d.message : 'Problem',
      severity: d.severity === 'warning' ? 'warning' : 'error',
      ...(typeof d.code === 'string' ? { code: d.code } : {}),
    });
  }
  return markers.sort((a, b) => a.line - b.line || a.column - b.column || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

export function countProblems(markers: readonly EditorMarker[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const m of markers) {
    if (m.severity === 'error') errors += 1;
    else warnings += 1;
  }
  return { errors, warnings };
}
