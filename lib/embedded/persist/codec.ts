// JSON with Maps and Sets: `{ "$map": [[k, v]…] }`, `{ "$set": [v…] }`. A plain object whose only key is one of the
// tags is wrapped in `{ "$obj": … }`, so no stored value can be mistaken for a tag. Decoding never throws: anything
// that is not a tag stays as it is.
import 'server-only';
const TAGS = new Set(['$map', '$set', '$obj']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map) && !(value instanceof Set);

const onlyKey = (value: Record<string, unknown>): string | undefined => {
  const keys = Object.keys(value);
  return keys.length === 1 ? keys[0] : undefined;
};

/** A JSON-safe copy of `value`: Maps and Sets tagged; functions and undefined object fields dropped, as JSON does. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encodeValue(k), encodeValue(v)]) };
  if (value instanceof Set) return { $set: [...value].map(encodeValue) };
  if (Array.isArray(value)) return value.map((v) => (v === undefined || typeof v === 'function' ? null : encodeValue(v)));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined && typeof v !== 'function') setOwn(out, k, encodeValue(v));
    const key = onlyKey(out);
    return key && TAGS.has(key) ? { $obj: out } : out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function') return null;
  return value;
}

/** Sets an own key even for `__proto__` (no prototype change, no pollution). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function decodeObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, k, decodeValue(v));
  return out;
}

export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (!isPlainObject(value)) return value;
  const key = onlyKey(value);
  const inner = key === undefined ? undefined : value[key];
  if (key === '$map' && Array.isArray(inner) && inner.every((e) => Array.isArray(e) && e.length === 2)) {
    return new Map((inner as unknown[][]).map(([k, v]) => [decodeValue(k), decodeValue(v)]));
  }
  if (key === '$set' && Array.isArray(inner)) return new Set(inner.map(decodeValue));
  if (key === '$obj' && isPlainObject(inner)) return decodeObject(inner);
  return decodeObject(value);
}

/** The stored form as a string, for comparing a value against its seed. */
export const fingerprint = (value: unknown): string => JSON.stringify(encodeValue(value)) ?? 'null';
