/** `<session-title>.md`: characters that file systems refuse become `-`, length capped; 'session.md' when blank. */
export function transcriptFileName(title: unknown): string {
  const base = (typeof title === 'string' ? title : '')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\-\s]+|[.\-\s]+$/g, '')
    .slice(0, 120)
    .trim();
  return `${base === '' ? 'session' : base}.md`;
}
