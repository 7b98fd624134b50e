// Small total functions used by every helper: they read unknown wire data and never throw.

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Property read that survives anything (own getters that throw, odd prototypes). */
export function prop(value: unknown, key: string): unknown {
  if (!isRecord(value)) return undefined;
  try {
    return value[key];
  } catch {
    return undefined;
  }
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function bool(value: unknown): boolean {
  return value === true;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** UTF-8 size of a string without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** True when the UTF-8 size of `text` is at most `limit`; skips the count when the length alone decides. */
export function fitsInBytes(text: string, limit: number): boolean {
  if (text.length > limit) return false;
  if (text.length * 3 <= limit) return true;
  return utf8ByteLength(text) <= limit;
}

/**
 * Cuts `text` to at most `max` characters (UTF-16 code units), the last one being "…" when cut.
 * Never splits a surrogate pair.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + '…';
}

// Throwing is the slow path of JSON.parse (it captures a stack); most tool outputs are plain text.
const JSON_START = /^\s*[[{"\-0-9tfn]/;

export function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!JSON_START.test(text)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** JSON.stringify that never throws (BigInt, cycles) and never returns undefined. */
export function safeStringify(value: unknown, indent?: number): string {
  try {
    const out = JSON.stringify(value, null, indent);
    return typeof out === 'string' ? out : '';
  } catch {
    return '';
  }
}

/** Text of any value for display: strings as-is, everything else as JSON. */
export function displayText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  return safeStringify(value);
}
