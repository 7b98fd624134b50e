/** Sizes people compare against a limit, in MB (1 MB = 1,048,576 bytes): "50 MB", "1.2 MB", "0.04 MB". Never throws. */
export function formatMegabytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—';
  const mb = bytes / (1024 * 1024);
  const digits = mb > 0 && mb < 0.1 ? 2 : 1;
  return `${Number(mb.toFixed(digits))} MB`;
}
