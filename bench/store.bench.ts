// Issue 32 ("the embedded platform's saved state"): what a write costs at 30 MB of saved state. `npm run bench -- store`.
// - the longest wait of a concurrent read while writes are saved (goal ≤ 50 ms), and the longest event-loop stall;
// - how long a write takes to be acknowledged (on disk);
// - how much the journal grows for a one-line commit to a 1 MB file (goal: about the size of the change);
// - a compaction of the 30 MB journal: its duration and the longest stall meanwhile; a start on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { commitSha } from '@/lib/embedded/repo/objects';
import type { CommitRecord, RepoRecord } from '@/lib/embedded/repo/types';

const PID = 'proj_storefront';
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function call(platform: EmbeddedPlatform, token: string | null, method: string, path: string, body?: unknown) {
  const res = await platform.handle(
    new Request(`http://embedded.invalid/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A repository of 100 chained commits each changing 200 files of 1.5 KB: about 30 MB of distinct content. */
function bigRepo(): RepoRecord {
  const commits = new Map<string, CommitRecord>();
  let parent: string | null = null;
  for (let c = 0; c < 100; c++) {
    const tree = new Map(Array.from({ length: 200 }, (_, f) => [`data/f${f}.txt`, `commit ${c} file ${f}\n${`row ${c}.${f} of the generated data\n`.repeat(50)}`]));
    const meta = { tree, parent, author: 'Bench <bench@example.com>', created_at: new Date(Date.UTC(2026, 0, 1, 0, c)).toISOString(), message: `commit ${c}` };
    const sha = commitSha(meta);
    commits.set(sha, { ...meta, sha, files: [...tree.keys()] });
    parent = sha;
  }
  return { project_id: 'proj_big', default_branch: 'main', branches: new Map([['main', parent!]]), commits, next_cr_number: 1 };
}

export default async function storeBench() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  try {
    let platform = createEmbeddedPlatform({ dataDir: dir });
    platform.store.repos.set('proj_big', bigRepo());
    const seeded = performance.now();
    await platform.persistence!.idle();
    platform.persistence!.flush();
    console.log(`30 MB of state saved: journal ${mb(platform.persistence!.stats().bytes)} in ${Math.round(performance.now() - seeded)} ms`);

    const sign = async () => ((await call(platform, null, 'POST', '/auth/sign-in/password', { email: 'demo@example.com', password: 'demo-password' })) as { session: { access_token: string } }).session.access_token;
    let token = await sign();

    // Writes (secrets: a record, an audit event, a counter) with reads going on meanwhile.
    const h = monitorEventLoopDelay({ resolution: 1 });
    h.enable();
    const reads: number[] = [];
    const acks: number[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const t = performance.now();
        await call(platform, token, 'GET', `/projects/${PID}`);
        reads.push(performance.now() - t);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await call(platform, token, 'POST', `/projects/${PID}/secrets`, { name: `BENCH_${i}`, value: `v${i}` });
      acks.push(performance.now() - t);
    }
    writing = false;
    await reader;
    h.disable();
    reads.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    console.log(`200 writes at 30 MB: acknowledged (on disk) p50 ${quantile(acks, 0.5).toFixed(1)} ms, p99 ${quantile(acks, 0.99).toFixed(1)} ms`);
    console.log(`  longest synchronous part of a save (what it costs other requests): ${platform.persistence!.stats().longestCollectMs.toFixed(1)} ms`);
    console.log(`  ${reads.length} concurrent reads: p50 ${quantile(reads, 0.5).toFixed(1)} ms, p99 ${quantile(reads, 0.99).toFixed(1)} ms, longest ${reads.at(-1)!.toFixed(1)} ms; longest event-loop stall ${(h.max / 1e6).toFixed(1)} ms`);

    // A one-line commit to a 1 MB file, through change requests.
    const lines = Array.from({ length: 14_900 }, (_, i) => `line ${i}: ${'lorem ipsum dolor sit amet '.repeat(2)}`);
    const open = async (content: string) => {
      const cr = (await call(platform, token, 'POST', `/projects/${PID}/change-requests`, { title: 'Big file', files: [{ path: 'data/big.txt', content }] })) as { id: string };
      await call(platform, token, 'POST', `/projects/${PID}/change-requests/${cr.id}/merge`, {});
    };
    await open(`${lines.join('\n')}\n`);
    const before = platform.persistence!.stats().bytes;
    lines[7_000] = 'line 7000: changed';
    await open(`${lines.join('\n')}\n`);
    console.log(`one-line commit to a ${mb(lines.join('\n').length)} file (change request opened and merged): the journal grew ${((platform.persistence!.stats().bytes - before) / 1024).toFixed(1)} KB`);

    // Compaction of the whole journal, with writes and reads going on.
    for (let i = 0; i < 200; i++) await call(platform, token, 'POST', `/projects/${PID}/secrets`, { name: `BENCH_${i}`, value: `again ${i}` });
    const c = monitorEventLoopDelay({ resolution: 1 });
    c.enable();
    const beforeCompaction = platform.persistence!.stats();
    const t = performance.now();
    const compaction = platform.persistence!.compactNow();
    const during: number[] = [];
    let compacting = true;
    void compaction.then(() => (compacting = false));
    for (let i = 0; compacting; i++) {
      const w = performance.now();
      await call(platform, token, 'POST', `/projects/${PID}/secrets`, { name: `DURING_${i}`, value: 'x' });
      during.push(performance.now() - w);
    }
    await compaction;
    c.disable();
    during.sort((a, b) => a - b);
    const after = platform.persistence!.stats();
    console.log(`compaction: ${mb(beforeCompaction.bytes)} → ${mb(after.bytes)} in ${Math.round(performance.now() - t)} ms; longest event-loop stall ${(c.max / 1e6).toFixed(1)} ms; ${during.length} writes meanwhile, p99 ${quantile(during, 0.99).toFixed(1)} ms`);

    platform.persistence!.close();
    const started = performance.now();
    platform = createEmbeddedPlatform({ dataDir: dir });
    console.log(`start on the ${mb(after.bytes)} journal (seed, read, apply): ${Math.round(performance.now() - started)} ms`);
    token = await sign();
    platform.persistence!.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
