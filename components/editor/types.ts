import type { EditorMarker } from '@/lib/manifest-editor/markers';
import type { Token } from '@/lib/manifest-editor/tokens';

export type { EditorMarker };

export type EditorLanguage = 'yaml' | 'toml' | 'plaintext';

export interface CodeEditorHandle {
  /** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
  revealPosition(line: number, column: number): void;
  focus(): void;
}

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: EditorLanguage;
  /** Model path, e.g. `proj_x/platform.yaml`; schema completion matches on it. */
  path: string;
  /** Accessible name of the editing surface. */
  label: string;
  markers?: readonly EditorMarker[];
  /** JSON Schema for completion and hover (YAML only), asked for when Monaco loads: generating it is a long task that a
   * page read without an edit never needs. */
  jsonSchema?: () => Record<string, unknown>;
  readOnly?: boolean;
  className?: string;
  /** Highlighted lines of `source` (from the server render); used by the first, read-only view while they match. */
  initialTokens?: { source: string; tokens: Token[][] };
}
