const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/** Sizes people compare against a limit, in MB (1 MB = 1,048,576 bytes): "50 MB", "1.3 MB", "0.04 MB". Never throws. */
export function formatMegabytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—';
  const mb = (bytes || 0) / (1024 * 1024); // -0 would print as "-0"
  return `${(mb > 0 && mb < 0.1 ? twoDecimals : oneDecimal).format(mb)} MB`;
}

/** A file's size: "512 B", "1.5 KB", "2.3 MB". Never throws ("—" for anything but a size). */
export function formatBytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return formatMegabytes(bytes);
}
