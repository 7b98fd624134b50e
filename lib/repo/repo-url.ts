/** The address check a person can act on before sending; the platform's own check stays the authority. */
export function repoUrlProblem(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Enter the repository’s address';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address, e.g. https://git.example.com/team/app';
  }
  if (url.protocol !== 'https:') return 'Use the https address of the repository';
  if (url.username || url.password) return 'Leave credentials out of the address';
  return null;
}
