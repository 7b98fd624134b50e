import remend from 'remend';

/**
 * Markdown that is still streaming, with what the model has opened and not yet closed completed (remend): `**bold`,
 * `` `code ``, `[link](https://exa` render formatted at once instead of as raw markers until the closing ones arrive.
 * Only for a part that is still streaming: a finished text is rendered as written. Never throws; anything that is not
 * a string gives '', and the text comes back unchanged if it cannot be healed.
 */
export function healStreamingMarkdown(text: unknown): string {
  if (typeof text !== 'string') return '';
  try {
    const healed = remend(text);
    return typeof healed === 'string' ? healed : text;
  } catch {
    return text;
  }
}

/** A text or reasoning part is streaming while it has started and not ended (`time.start` without `time.end`). */
export function isStreamingPart(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const time = (raw as { time?: unknown }).time;
  if (typeof time !== 'object' || time === null) return false;
  const { start, end } = time as { start?: unknown; end?: unknown };
  return typeof start === 'number' && end === undefined;
}
