// The embedded platform's session data: building ses_long_2000 (lazily, once per platform), listing Storefront's
// sessions (summaries with getSessionCost) and paging messages, through the SDK in-process.
import { createEmbeddedPlatform } from '@/lib/mock';
import { buildLongSession } from '@/lib/mock/sessions/long-session';
import { createPlatform } from '@/lib/sdk';

const RUNS = 15;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms`;
}

async function time(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
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
  console.log(`Storefront list, first call (builds ses_long_2000): ${stats(firstLists)}`);
  console.log(`Storefront list, later calls: ${stats(lists)}`);
  console.log(`ses_long_2000 newest 200 messages: ${stats(pages)}`);
}
