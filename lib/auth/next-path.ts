/** Only same-site paths may be a post-sign-in destination (no `//host`, no scheme, no backslash tricks). */
export function safeNextPath(value: string | null | undefined, fallback = '/projects'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (value.startsWith('/sign-in')) return fallback;
  return value;
}

export function signInUrl(next: string): string {
  const safe = safeNextPath(next, '');
  return safe ? `/sign-in?next=${encodeURIComponent(safe)}` : '/sign-in';
}
