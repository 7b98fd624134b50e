// Request latencies: "850 ms" under a second, "1.2 s" under ten, "12 s" under a minute, then formatDuration's "3m 5s".
import { formatDuration } from '@/lib/sdk/format';

export function formatLatency(ms: number | null | undefined | unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
  if (ms < 60_000) return `${Math.floor(ms / 1000)} s`;
  return formatDuration(ms);
}
