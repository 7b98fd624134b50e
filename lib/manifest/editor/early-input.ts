/** What a person typed into the editor's read-only first view before the real editor was there, replayed into it once
 * it is (kept in order: text, and Backspace / Delete as the editor's own commands). Pure and total. */
export type EarlyInput = { kind: 'text'; text: string } | { kind: 'deleteLeft' } | { kind: 'deleteRight' };

/** The edit a key stands for, or null for keys that do not edit (arrows, Tab, shortcuts, dead keys, IME composition). */
export function earlyInputOf(key: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; isComposing?: boolean }): EarlyInput | null {
  if (typeof key?.key !== 'string' || key.ctrlKey || key.metaKey || key.altKey || key.isComposing) return null;
  if (key.key === 'Enter') return { kind: 'text', text: '\n' };
  if (key.key === 'Backspace') return { kind: 'deleteLeft' };
  if (key.key === 'Delete') return { kind: 'deleteRight' };
  // A printable key's `key` is the one character it types (one code point, possibly two UTF-16 units).
  if ([...key.key].length === 1 && key.key !== '\t') return { kind: 'text', text: key.key };
  return null;
}

/** Appends `next`, joining runs of text so the replay types each run at once. */
export function appendEarlyInput(list: readonly EarlyInput[], next: EarlyInput): EarlyInput[] {
  const last = list[list.length - 1];
  if (last?.kind === 'text' && next.kind === 'text') return [...list.slice(0, -1), { kind: 'text', text: last.text + next.text }];
  return [...list, next];
}

/** Applies the early input to `text` with the caret at `offset` (clamped): the text the editor shows after the replay. */
export function applyEarlyInput(text: string, offset: number, input: readonly EarlyInput[]): { text: string; offset: number } {
  let at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.trunc(offset) : 0, text.length));
  let out = text;
  for (const step of input) {
    if (step.kind === 'text') {
      out = out.slice(0, at) + step.text + out.slice(at);
      at += step.text.length;
    } else if (step.kind === 'deleteLeft' && at > 0) {
      out = out.slice(0, at - 1) + out.slice(at);
      at -= 1;
    } else if (step.kind === 'deleteRight' && at < out.length) {
      out = out.slice(0, at) + out.slice(at + 1);
    }
  }
  return { text: out, offset: at };
}
