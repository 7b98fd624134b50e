// The embedded platform's session data: building ses_long_2000 (lazily, once per platform), listing Storefront's
// sessions (summaries with getSessionCost) and paging messages, through the SDK in-process.
import { createEmbeddedPlatform } from '@/lib/mock';
import { buildLongSession } from '@/lib/mock/sessions/long-session';
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
  console.log(`Storefront list, first call (builds ses_long_2000): ${stats(firstLists)}`);
  console.log(`Storefront list, later calls: ${stats(lists)}`);
  console.log(`ses_long_2000 newest 200 messages: ${stats(pages)}`);
}
