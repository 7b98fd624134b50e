// Shared timing for the bench files: run a function, collect durations, summarise them (nearest-rank quantiles).

export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Milliseconds one call takes (awaited when it returns a promise). */
export async function timeAsync(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export function timeOnce(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** `warmup` untimed calls, then the durations of `runs` timed calls. */
export function sample(run: () => unknown, { warmup, runs }: { warmup: number; runs: number }): number[] {
  for (let i = 0; i < warmup; i++) run();
  return Array.from({ length: runs }, () => timeOnce(run));
}
