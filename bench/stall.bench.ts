// Issue 25 (third round, "one request cannot stall the server"): the longest event-loop stall while each bounded
// operation runs, measured with monitorEventLoopDelay. `npm run bench -- stall`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threeWayMerge } from '@/lib/repo/three-way';
import { chunkStream } from '@/lib/embedded/chunk-stream';

async function stall<T>(label: string, action: () => Promise<T> | T): Promise<T> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const started = performance.now();
  const pending = action();
  // A synchronous action blocks the loop for its whole run; the histogram only sees stalls between timer turns.
  const synchronous = !(pending instanceof Promise);
  const result = await pending;
  const total = performance.now() - started;
  await new Promise((resolve) => setImmediate(resolve));
  h.disable();
  const longest = synchronous ? total : h.max / 1e6;
  console.log(`${label}: total ${Math.round(total)} ms, longest stall ${longest.toFixed(1)} ms${synchronous ? ' (synchronous)' : ''}`);
  return result;
}

const rows = (n: number, every: number, a: string, b: string) => Array.from({ length: n }, (_, i) => (i % every ? a : b)).join('\n');

export default async function stallBench() {
  for (const n of [1_500, 4_000]) {
    const r = await stall(`merge ${n} repeated lines, both sides changed`, () => threeWayMerge(rows(n, 2, 'row: 1', 'row: 2'), rows(n, 3, 'row: 1', 'row: 3'), rows(n, 5, 'row: 2', 'row: 4'), { ours: 'a', theirs: 'b' }));
    console.log(`  answer: ${'too_large' in r ? `too_large (${r.too_large})` : r.clean ? 'clean' : 'conflicts'}`);
  }

  function* csv() {
    for (let i = 0; i < 200; i++) yield `${'x'.repeat(110)},row\n`.repeat(1_000);
  }
  await stall('streamed export of 22 MB read as fast as possible', async () => {
    const reader = chunkStream(csv()).getReader();
    while (!(await reader.read()).done);
  });
}
