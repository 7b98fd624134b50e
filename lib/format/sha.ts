/** A commit or blob sha as git shows it in short form: its first 7 hex digits (other input: as a string, at most 12 characters). */
export function shortSha(sha: unknown): string {
  if (typeof sha !== 'string') return '';
  return /^[0-9a-f]{7,}$/i.test(sha) ? sha.slice(0, 7).toLowerCase() : sha.slice(0, 12);
}
