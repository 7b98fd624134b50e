// The editor's live-validation step (parseManifest + markers + counts, what runs 150 ms after typing stops)
// on the seeded manifests and a 1,000-line one, next to what a worker hop would add: a worker_threads
// round trip cloning the source in and the result out (a browser worker's postMessage does the same work).
import { Worker } from 'node:worker_threads';
import { parseManifest } from '@/lib/manifest';
import { countProblems, toMarkers } from '@/lib/manifest/editor/markers';
import { STOREFRONT_HISTORY } from '@/lib/embedded/repo/seed-storefront';
import { PIPELINES_HISTORY } from '@/lib/embedded/repo/seed-pipelines';
import { generateManifest } from './manifest.bench';
import { sample, summarize, timeAsync } from './sample';

const WARMUP = 30;
const RUNS = 200;

function report(label: string, times: number[]): number {
  const { median, p95 } = summarize(times);
  console.log(`${label.padEnd(52)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms`);
  return median;
}

function measure(label: string, run: () => unknown): number {
  return report(label, sample(run, { warmup: WARMUP, runs: RUNS }));
}

const liveStep = (source: string, format: 'yaml' | 'toml') => {
  const result = parseManifest(source, { format });
  const markers = toMarkers(result.diagnostics);
  return { result, markers, counts: countProblems(markers) };
};

/** Round trip through a thread that only echoes: the cost a worker adds before any parsing. */
async function workerRoundTrip(label: string, source: string, format: 'yaml' | 'toml'): Promise<number> {
  const payload = liveStep(source, format);
  const worker = new Worker('const { parentPort } = require("node:worker_threads"); parentPort.on("message", (m) => parentPort.postMessage(m));', { eval: true });
  const once = (message: unknown) =>
    new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.postMessage(message);
    });
  for (let i = 0; i < WARMUP; i++) await once({ source, result: payload });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeAsync(() => once({ source, result: payload })));
  await worker.terminate();
  return report(label, times);
}

const lastContent = (history: { files: Record<string, string | null> }[], path: string) =>
  history.flatMap((c) => (typeof c.files[path] === 'string' ? [c.files[path] as string] : [])).at(-1)!;

export default async function manifestEditorBench(): Promise<void> {
  const storefront = lastContent(STOREFRONT_HISTORY, 'platform.yaml');
  const pipelines = lastContent(PIPELINES_HISTORY, 'platform.toml');
  const large = generateManifest();
  const largeBroken = large.replace('port: 3000', 'port: 8080');
  console.log(`sources: storefront platform.yaml ${storefront.split('\n').length} lines, pipelines platform.toml ${pipelines.split('\n').length} lines, generated ${large.split('\n').length} lines`);
  measure('live step, storefront platform.yaml', () => liveStep(storefront, 'yaml'));
  measure('live step, pipelines platform.toml', () => liveStep(pipelines, 'toml'));
  const big = measure('live step, 1,000-line YAML', () => liveStep(large, 'yaml'));
  measure('live step, 1,000-line YAML with an error', () => liveStep(largeBroken, 'yaml'));
  const hop = await workerRoundTrip('worker round trip only (1,000-line source + result)', large, 'yaml');
  console.log(`main-thread work per validation of 1,000 lines: ${big.toFixed(3)} ms (a 60 Hz frame is 16.7 ms); a worker would add ${hop.toFixed(3)} ms of cloning and hops`);
}
