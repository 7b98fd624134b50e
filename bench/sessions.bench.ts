// The embedded platform's session data: building ses_long_2000 (lazily, once per platform), listing Storefront's
// sessions (summaries with getSessionCost) and paging messages, through the SDK in-process.
import { createEmbeddedPlatform } from '@/lib/embedded';
import { buildLongSession } from '@/lib/embedded/sessions/long-session';
import { getSessionRecord } from '@/lib/embedded/sessions/store-sessions';
import { createPlatform } from '@/lib/sdk';
import { summarize, timeAsync as time } from './sample';

const RUNS = 15;

function stats(samples: number[]) {
  const { median, p95, min } = summarize(samples);
  return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, min ${min.toFixed(1)} ms`;
}

export default async function sessionsBench(): Promise<void> {
  const builds: number[] = [];
  let size = { messages: 0, parts: 0, json: 0 };
  for (let i = 0; i < RUNS; i++) {
    let messages: ReturnType<typeof buildLongSession> = [];
    builds.push(await time(() => (messages = buildLongSession(1_790_000_000_000))));
    if (i === 0) size = { messages: messages.length, parts: messages.reduce((n, m) => n + m.parts.length, 0), json: JSON.stringify(messages).length };
  }
  console.log(`ses_long_2000: ${size.messages} messages, ${size.parts} parts, ${(size.json / 1e6).toFixed(1)} MB of JSON`);
  console.log(`  build: ${stats(builds)}`);

  const firstLists: number[] = [];
  const lists: number[] = [];
  const pages: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const platform = createEmbeddedPlatform();
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
    const { session } = await createPlatform({ backendUrl: 'http://bench.invalid/v1', getToken: () => null, fetch }).auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    const api = createPlatform({ backendUrl: 'http://bench.invalid/v1', getToken: () => session.access_token, fetch });
    firstLists.push(await time(() => api.project('proj_storefront').sessions.list()));
    lists.push(await time(() => api.project('proj_storefront').sessions.list()));
    pages.push(await time(() => api.session('proj_storefront', 'ses_long_2000').messages({ limit: 200 })));
  }
  console.log(`Storefront list, first call (ses_long_2000 summarized without building it since 2026-11-24): ${stats(firstLists)}`);
  console.log(`Storefront list, later calls: ${stats(lists)}`);
  console.log(`ses_long_2000 newest 200 messages: ${stats(pages)}`);
  await firstAccessBench();
}

/**
 * What the session page reads first (summary, status, newest 60 messages) from ses_long_10000 on a fresh platform:
 * read by position before the session is built (now), and after building it whole first (what the first read did
 * before 2026-11-24), interleaved. Wall and CPU time (`process.cpuUsage`).
 */
async function firstAccessBench(): Promise<void> {
  const ways = ['by position (now)', 'whole build first (before)'] as const;
  const wall = ways.map(() => [] as number[]);
  const cpu = ways.map(() => [] as number[]);
  for (let i = 0; i < 5; i++) {
    for (const [w, way] of ways.entries()) {
      const platform = createEmbeddedPlatform();
      const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
      const { session } = await createPlatform({ backendUrl: 'http://bench.invalid/v1', getToken: () => null, fetch }).auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
      const handle = createPlatform({ backendUrl: 'http://bench.invalid/v1', getToken: () => session.access_token, fetch }).session('proj_pipelines', 'ses_long_10000');
      const record = getSessionRecord(platform.store, 'proj_pipelines', 'ses_long_10000')!;
      const usage = process.cpuUsage();
      wall[w].push(
        await time(async () => {
          if (way === 'whole build first (before)') record.source.messages(Date.now());
          await Promise.all([handle.get(), handle.status(), handle.messages({ limit: 60 })]);
        }),
      );
      const used = process.cpuUsage(usage);
      cpu[w].push((used.user + used.system) / 1000);
    }
  }
  console.log('ses_long_10000, first read on a fresh platform (summary + status + newest 60 messages):');
  ways.forEach((way, w) => console.log(`  ${way}: wall ${stats(wall[w])}; CPU ${stats(cpu[w])}`));
}
