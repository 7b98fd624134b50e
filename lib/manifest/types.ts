export type PathSegment = string | number;

export type Severity = 'error' | 'warning';

/** One problem in a manifest. Lines and columns are 1-based; the end position is exclusive (as in Monaco and LSP). */
export interface Diagnostic {
  path: PathSegment[];
  message: string;
  severity: Severity;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  code?: string;
}

export type ManifestFormat = 'yaml' | 'toml';

/** A half-open range of UTF-16 offsets into the source text. */
export interface SourceRange {
  start: number;
  end: number;
}

/** Which part of a node a diagnostic should underline: the key that names it, or the value itself. */
export type LocateTarget = 'key' | 'value';

/**
 * Finds where a path lives in the source. When the path does not exist (a missing key), it answers the
 * first line of the nearest existing ancestor (the parent map), or the document's first line.
 */
export interface SourceLocator {
  locate(path: PathSegment[], target: LocateTarget): SourceRange;
}

/** A problem before it is placed in the source. */
export interface PendingDiagnostic {
  path: PathSegment[];
  message: string;
  severity: Severity;
  code: string;
  target: LocateTarget;
}
