// Gateway analytics on the embedded platform, through its request handler: traffic generation (once per project), a
// page of logs for assorted filters (goal ≤ 50 ms p95), overview and series over 30 days and 100,000 rows (≤ 30 ms).
// Then the overview and series in-process, the rollups against the scan they replace (the same window, in turns), with
// CPU time per call alongside wall time.
import os from 'node:os';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { resolveWindow } from '@/lib/embedded/gateway/range';
import { trafficOf } from '@/lib/embedded/gateway/traffic';
import { overviewOf, seriesOf } from '@/lib/embedded/gateway/views';
import { summarize, timeAsync, timeOnce } from './sample';

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export default async function bench() {
  const platform = createEmbeddedPlatform();
  const signIn = await platform.handle(new Request('http://x/v1/auth/sign-in/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }) }));
  const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
  const get = async (path: string) => {
    const response = await platform.handle(new Request(`http://x/v1/projects/proj_storefront/gateway${path}`, { headers: { authorization: `Bearer ${token}` } }));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const started = performance.now();
  const traffic = trafficOf(platform.store, 'proj_storefront');
  console.log(`generate Storefront traffic (${traffic.n.toLocaleString('en-US')} rows, once per process) ${fmt(performance.now() - started)}`);

  const now = Date.now();
  const from = new Date(now - 31 * 86_400_000).toISOString();
  const to = new Date(now + 86_400_000).toISOString();
  const range = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const first = (await get(`/logs?${range}&limit=1&status=error`)) as { items: Array<{ id: string; requestId: string }> };
  const filters = [
    ['no filter, first page', ''],
    ['status=error', '&status=error'],
    ['provider+model', '&provider=anthropic&model=claude-sonnet-4-5'],
    ['agent+status=5xx', '&agent=checkout&status=5xx'],
    ['key', '&keyId=gwk_sf_batch'],
    ['session', '&sessionId=ses_gateway_retry'],
    ['text search', '&q=scarf'],
    ['request id', `&q=${first.items[0].requestId}`],
    ['deep offset 90,000', '&offset=90000'],
    ['zone + error code', '&tz=America%2FNew_York&code=rate_limited'],
  ] as const;
  const all: number[] = [];
  for (const [label, query] of filters) {
    const runs: number[] = [];
    for (let i = 0; i < 25; i++) runs.push(await timeAsync(() => get(`/logs?${range}&limit=200${query}`)));
    const s = summarize(runs.slice(5));
    all.push(...runs.slice(5));
    console.log(`logs page ${label.padEnd(24)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}`);
  }
  const s = summarize(all);
  console.log(`logs page, every filter above          median ${fmt(s.median)}  p95 ${fmt(s.p95)}  (goal ≤ 50 ms p95)`);

  const load = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
  console.log(load());
  const firstOverview = await timeAsync(() => get(`/overview?${range}&tz=Europe%2FBerlin`));
  const firstSeries = await timeAsync(() => get(`/series?${range}&tz=Europe%2FBerlin&split=provider`));
  console.log(`first overview (builds the unfiltered rollup) ${fmt(firstOverview)}; first series split by provider (builds the provider rollup) ${fmt(firstSeries)}`);
  for (const [label, path] of [
    ['overview 30 days (+ previous 30)', `/overview?${range}&tz=Europe%2FBerlin`],
    ['series 30 days, daily', `/series?${range}&tz=Europe%2FBerlin`],
    ['series 30 days, daily by model', `/series?${range}&tz=Europe%2FBerlin&split=model`],
    ['series 30 days, hourly by provider', `/series?${range}&interval=hour&split=provider`],
    ['breakdown 30 days by session', `/breakdown?${range}&by=session`],
    ['errors 30 days', `/errors?${range}`],
  ] as const) {
    const runs: number[] = [];
    for (let i = 0; i < 25; i++) runs.push(await timeAsync(() => get(path)));
    const r = summarize(runs.slice(5));
    console.log(`${label.padEnd(38)} median ${fmt(r.median)}  p95 ${fmt(r.p95)}  (goal ≤ 30 ms for overview and series)`);
  }
  console.log(load());

  const w = resolveWindow({ from, to, tz: 'Europe/Berlin' }, now);
  const hourly = resolveWindow({ from, to, interval: 'hour' }, now);
  for (const [label, run] of [
    ['overview 30 days (+ previous 30)', (scan: boolean) => overviewOf(traffic, w, {}, { scan })],
    ['series 30 days, daily', (scan: boolean) => seriesOf(traffic, w, {}, { scan })],
    ['series 30 days, daily by model', (scan: boolean) => seriesOf(traffic, w, { split: 'model' }, { scan })],
    ['series 30 days, hourly by provider', (scan: boolean) => seriesOf(traffic, hourly, { split: 'provider' }, { scan })],
    ['overview, provider=anthropic', (scan: boolean) => overviewOf(traffic, w, { provider: 'anthropic' }, { scan })],
  ] as const) {
    const wall = { rollups: [] as number[], scan: [] as number[] };
    const cpu = { rollups: 0, scan: 0 };
    for (let i = 0; i < 45; i++) {
      for (const scan of [false, true]) {
        const before = process.cpuUsage();
        const ms = timeOnce(() => run(scan));
        const used = process.cpuUsage(before);
        if (i < 5) continue;
        wall[scan ? 'scan' : 'rollups'].push(ms);
        cpu[scan ? 'scan' : 'rollups'] += (used.user + used.system) / 1000 / 40;
      }
    }
    const r = summarize(wall.rollups);
    const sc = summarize(wall.scan);
    console.log(`in-process ${label.padEnd(36)} rollups median ${fmt(r.median)} p95 ${fmt(r.p95)} cpu ${fmt(cpu.rollups)} | scan median ${fmt(sc.median)} p95 ${fmt(sc.p95)} cpu ${fmt(cpu.scan)}`);
  }
  console.log(load());
}
