import type { EarlyInput } from '@/lib/manifest/editor/early-input';
import type { EditorMarker } from '@/lib/manifest/editor/markers';

export type { EditorMarker };

export type EditorLanguage = 'yaml' | 'toml' | 'plaintext';

export interface CodeEditorHandle {
  /** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
  revealPosition(line: number, column: number): void;
  focus(): void;
  /** Edits at the cursor as if typed: the keys that reached the read-only first view before this editor was there. */
  replay(input: readonly EarlyInput[]): void;
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
  /** Called once the person starts editing (the first click, key or focus in the read-only view, or a jump to a line). */
  onEditStart?: () => void;
}
