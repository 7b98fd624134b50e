/**
 * A server redirect to /sign-in keeps the page's fragment on the sign-in URL, outside `next`. Put it back into `next`
 * (when `next` has none), so `#turn-…` deep links survive sign-in. Browser only; the no-JS form does without.
 */
export function withHash(next: string): string {
  if (typeof window === 'undefined' || next.includes('#')) return next;
  const hash = window.location.hash;
  return /^#[\w-]{1,200}$/.test(hash) ? `${next}${hash}` : next;
}
