/** Structural equality of JSON-like values (wire data). Total: never throws, cycles compare by identity. */
export function jsonEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth > 64) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  try {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = Object.keys(ra);
    if (keys.length !== Object.keys(rb).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(rb, key) || !jsonEqual(ra[key], rb[key], depth + 1)) return false;
    }
    return true;
  } catch {
    return false;
  }
}
