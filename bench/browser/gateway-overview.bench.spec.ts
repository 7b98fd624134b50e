// The gateway overview in Chromium on the production build: time from navigation start to its charts drawn (goal
// ≤ 1 s), and first-load JS of the page (gzipped bytes on the wire, goal ≤ 220 KB) with uPlot in a lazy chunk.
import os from 'node:os';
import { test } from '@playwright/test';
import { signIn } from '../../e2e/sign-in';

const URL_OVERVIEW = '/projects/proj_storefront/gateway?range=30d&tz=UTC';
const GOALS = { chartsMs: 1000, firstLoadJsBytes: 220 * 1024 };
const RUNS = 5;

// Runs before the page's scripts: the moment the first chart has its canvas on screen, and when all four have.
const CHART_PROBE = `(() => {
  const tick = () => {
    const canvases = document.querySelectorAll('[data-chart] canvas');
    if (canvases.length > 0 && window.__firstChartAt === undefined) window.__firstChartAt = performance.now();
    if (canvases.length >= 4) { window.__chartsAt = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('gateway overview: charts on screen, first-load JS', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // A cold server on a loaded machine can take longer than sign-in's 5 s for the first sign-in: try once more.
  await signIn(page).catch(() => signIn(page));
  await page.context().addInitScript(CHART_PROBE);
  // Each load in a fresh tab of the signed-in context, so the renderer's CPU counters (CDP Performance.getMetrics:
  // TaskDuration, ScriptDuration) cover exactly that tab's life until the charts are drawn.
  const load = async () => {
    const tab = await page.context().newPage();
    const cdp = await page.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    await tab.goto(URL_OVERVIEW);
    await tab.waitForFunction(() => typeof (window as { __chartsAt?: number }).__chartsAt === 'number', undefined, { timeout: 60_000 });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const result = await tab.evaluate(() => ({
      chartsAt: (window as unknown as { __chartsAt: number }).__chartsAt,
      html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    await tab.close();
    return { ...result, task: metric('TaskDuration'), script: metric('ScriptDuration') };
  };
  await load(); // the server's first render of the route, and the traffic generation
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load());
  const times = runs.map((r) => r.chartsAt);
  const html = runs.map((r) => r.html);
  const task = runs.map((r) => r.task);
  const script = runs.map((r) => r.script);
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`overview charts drawn (4 uPlot charts, 30 days, split by provider): median ${median(times).toFixed(0)} ms, runs ${times.map((t) => t.toFixed(0)).join(', ')} (goal ≤ ${GOALS.chartsMs} ms)`);
  console.log(`    HTML received (responseEnd): median ${median(html).toFixed(0)} ms, runs ${html.map((t) => t.toFixed(0)).join(', ')}`);
  console.log(`    renderer main-thread task time until drawn (CDP TaskDuration): median ${median(task).toFixed(0)} ms, runs ${task.map((t) => t.toFixed(0)).join(', ')}; of it script ${median(script).toFixed(0)} ms`);

  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const cold = await context.newPage();
  const cdp = await context.newCDPSession(cold);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const initiators = new Map<string, string>();
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => initiators.set(event.requestId, event.initiator.type));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) sizes.set(event.requestId, event.encodedDataLength);
  });
  await cold.addInitScript(CHART_PROBE);
  await cold.goto(URL_OVERVIEW, { waitUntil: 'load' });
  await cold.waitForFunction(() => typeof (window as { __chartsAt?: number }).__chartsAt === 'number', undefined, { timeout: 60_000 });
  let firstLoad = 0;
  let lazy = 0;
  for (const [id, url] of scripts) {
    const size = sizes.get(id) ?? 0;
    const parser = initiators.get(id) === 'parser';
    if (parser) firstLoad += size;
    else lazy += size;
    console.log(`    ${parser ? 'first-load' : 'lazy      '} ${(size / 1024).toFixed(1).padStart(5)} KB  ${url.replace(/^.*\/chunks\//, '')}`);
  }
  console.log(`gateway overview first-load JS ${(firstLoad / 1024).toFixed(1)} KB gzipped (goal ≤ ${GOALS.firstLoadJsBytes / 1024} KB); lazy chunks (charts and the rest) ${(lazy / 1024).toFixed(1)} KB`);
  await context.close();
});
