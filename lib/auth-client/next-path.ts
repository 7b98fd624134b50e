const BASE = 'http://console.invalid';
// C0 and C1 control characters, DEL, and the backslash: browsers strip or reinterpret them inside URLs.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Only a same-origin path may be a post-sign-in destination. Refused: anything not starting with one `/`, control
 * characters (`/%09/evil.com` becomes `//evil.com` once the browser strips the tab), backslashes, and any form that,
 * decoded (up to three times) or resolved as a URL, leaves the console's origin. The value answered is checked again
 * after resolution: dot segments can turn `/..//evil.example` (or `/a/..//`, `/%2e%2e//`) into `//evil.example`, a
 * network-path reference a browser would follow to another host. The fragment is kept.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/projects'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    if (!isSafe(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isSafe(decoded)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE || resolved.pathname.startsWith('/sign-in')) return fallback;
  const out = resolved.pathname + resolved.search + resolved.hash;
  // The final value must be safe on its own: resolving it again anywhere stays on the same origin and path.
  if (!isSafe(out)) return fallback;
  let again: URL;
  try {
    again = new URL(out, BASE);
  } catch {
    return fallback;
  }
  return again.origin === BASE && again.pathname === resolved.pathname ? out : fallback;
}

function isSafe(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}

export function signInUrl(next: string): string {
  const safe = safeNextPath(next, '');
  return safe ? `/sign-in?next=${encodeURIComponent(safe)}` : '/sign-in';
}
