const BASE = 'http://console.invalid';
// C0 and C1 control characters, DEL, and the backslash: browsers strip or reinterpret them inside URLs.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Only a same-origin path may be a post-sign-in destination. Refused: anything not starting with one `/`, control
 * characters (`/%09/evil.com` becomes `//evil.com` once the browser strips the tab), backslashes, and any form that,
 * decoded (up to three times) or resolved as a URL, leaves the console's origin. The fragment is kept.
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
  return resolved.pathname + resolved.search + resolved.hash;
}

function isSafe(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}

export function signInUrl(next: string): string {
  const safe = safeNextPath(next, '');
  return safe ? `/sign-in?next=${encodeURIComponent(safe)}` : '/sign-in';
}
