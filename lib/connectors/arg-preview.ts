// The bounded, redacted argument preview a connector audit event may carry (spec: "Connector events may carry a
// bounded argument preview in which credential-shaped fields and opaque data are redacted"). Never throws.

export const ARG_PREVIEW_MAX_CHARS = 512;
const STRING_MAX = 80;
const DEPTH_MAX = 3;
const ITEMS_MAX = 10;

/** Field names that hold credentials, whatever their value looks like. */
const CREDENTIAL_KEY = /pass(word|phrase)?|secret|token|api[-_]?key|apikey|auth|credential|cookie|session|private|signature|bearer|access[-_]?key/i;
/** Values shaped like credentials: bearer headers, JWTs, common key prefixes, long hex or base64 runs. */
const CREDENTIAL_VALUE = [
  /^(bearer|basic)\s+\S+/i,
  /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/,
  /^(sk|pk|rk|ghp|gho|xox[abp]|demo|key|tok|platform)_[A-Za-z0-9_-]{8,}/i,
  /^[A-Fa-f0-9]{32,}$/,
  /^[A-Za-z0-9+/_-]{32,}={0,2}$/,
];
/** Opaque data: data URLs, attachment handles, long base64 bodies. */
const OPAQUE_VALUE = [/^data:[^,]*,/i, /^att_[A-Za-z0-9_-]+$/];

function previewValue(value: unknown, depth: number, key: string | null): unknown {
  if (key !== null && CREDENTIAL_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string') {
    if (CREDENTIAL_VALUE.some((re) => re.test(value))) return '[redacted]';
    if (OPAQUE_VALUE.some((re) => re.test(value))) return `[opaque ${value.length} chars]`;
    return value.length > STRING_MAX ? `${value.slice(0, STRING_MAX)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) {
    if (depth >= DEPTH_MAX) return `[${value.length} items]`;
    const items = value.slice(0, ITEMS_MAX).map((v) => previewValue(v, depth + 1, null));
    return value.length > ITEMS_MAX ? [...items, `…${value.length - ITEMS_MAX} more`] : items;
  }
  if (typeof value === 'object') {
    if (depth >= DEPTH_MAX) return '{…}';
    const out: Record<string, unknown> = {};
    const entries = Object.entries(value as Record<string, unknown>);
    for (const [k, v] of entries.slice(0, ITEMS_MAX)) out[k.slice(0, 64)] = previewValue(v, depth + 1, k);
    if (entries.length > ITEMS_MAX) out['…'] = `${entries.length - ITEMS_MAX} more`;
    return out;
  }
  return `[${typeof value}]`;
}

/** A JSON preview of tool-call arguments, at most ARG_PREVIEW_MAX_CHARS characters, credentials and opaque data redacted. */
export function argumentPreview(args: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(previewValue(args ?? {}, 0, null)) ?? '{}';
  } catch {
    return '{}';
  }
  return text.length > ARG_PREVIEW_MAX_CHARS ? `${text.slice(0, ARG_PREVIEW_MAX_CHARS - 1)}…` : text;
}
