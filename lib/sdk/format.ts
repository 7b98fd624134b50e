// One formatter per kind of figure, so every screen shows costs, tokens and durations alike.

// Made on first use: a module-level `new Intl.NumberFormat` is a side effect, which keeps this module in the bundle of
// every page that imports anything from the SDK's root entry, formatting or not.
let dollars: Intl.NumberFormat | undefined;
const DOLLARS = () => (dollars ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }));

/**
 * US dollars: "$0.00" for zero (and for anything that is not a finite positive number),
 * 4 decimals under one cent ("$0.0042"), else 2 decimals with thousands separators ("$1,234.50").
 */
export function formatCost(usd: number | unknown): string {
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) return '$0.00';
  if (usd < 0.0001) return '<$0.0001';
  const fine = usd.toFixed(4);
  if (usd < 0.01 && fine !== '0.0100') return `$${fine}`;
  // Intl, not toFixed: toFixed turns amounts from 1e21 up into exponent notation.
  return `$${DOLLARS().format(usd)}`;
}

function compact(value: number, unit: string): string {
  const text = value < 10 ? value.toFixed(1) : Math.round(value).toString();
  return `${text.endsWith('.0') ? text.slice(0, -2) : text}${unit}`;
}

/** Token counts: "950", "1.2k", "12k", "3.4M"; non-numbers and negatives give "0". */
export function formatTokens(count: number | unknown): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return '0';
  const n = Math.round(count);
  if (n < 1000) return String(n);
  if (n < 999_500) return compact(n / 1000, 'k');
  if (n < 999_500_000) return compact(n / 1_000_000, 'M');
  return compact(n / 1_000_000_000, 'B');
}

/**
 * Durations: '' under one second (and for non-numbers), "42s", "3m 5s", "3m", "1h 2m", "2h".
 * Whole units, rounded down.
 */
export function formatDuration(ms: number | unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 1000) return '';
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const rest = seconds % 60;
    return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest > 0 ? `${hours}h ${rest}m` : `${hours}h`;
}
