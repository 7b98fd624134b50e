const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/** Sizes people compare against a limit, in MB (1 MB = 1,048,576 bytes): "50 MB", "1.3 MB", "0.04 MB". Never throws. */
export function formatMegabytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—';
  const mb = bytes / (1024 * 1024);
  return `${(mb > 0 && mb < 0.1 ? twoDecimals : oneDecimal).format(mb)} MB`;
}
