// Browser figures for the second performance round (never part of `npm test`; run with `npm run bench:browser`):
// the 10,000-turn session (first turns cold, frame times while scrolling through it all, DOM size, heap, search per
// keystroke) and pushed live updates (requests in a minute, part-to-screen latency). Figures are printed and written
// to bench/results/; they are recorded in docs/PERFORMANCE.md. No assertion on time: the machine is shared.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { signIn } from '../../e2e/sign-in';

const HUGE = '/projects/proj_pipelines/sessions/ses_long_10000';
const LIVE = '/projects/proj_storefront/sessions/ses_live';

const results: Record<string, unknown> = {};
test.afterAll(() => {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/session-10k-live.json', JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2));
});

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

// Before any page script, two figures per load (ms from navigation start):
// - `__firstTurnAt` ("first turns visible", what a reader sees): the first frame in which a turn (an `article`) is laid
//   out inside the viewport, whether a row of the server's preview (in the HTML, shown at first paint) or of the live
//   list. A MutationObserver from document start checks each batch of nodes the parser adds; the time taken is that of
//   the next animation frame, the frame that paints it.
// - `__firstLiveRowAt` (the figure before the sixth round): the first frame in which a row of the live list (inside
//   the feed, which loads as a lazy chunk after hydration) is laid out inside the feed.
// Navigation timing adds the document's first byte and last byte, and the first contentful paint.
const FIRST_TURN_PROBE = `(() => {
  const w = window;
  const inView = (el, top, bottom) => {
    const b = el.getBoundingClientRect();
    return b.height > 0 && b.width > 0 && b.bottom > top && b.top < bottom;
  };
  const turnVisible = () => {
    for (const a of document.querySelectorAll('article[data-turn-id]')) {
      // The live list is laid out hidden under the preview until it is placed.
      const box = a.closest('[role="feed"], [data-testid="timeline-preview"]');
      if (!box || getComputedStyle(a).visibility === 'hidden') continue;
      const v = box.getBoundingClientRect();
      if (inView(a, Math.max(0, v.top), Math.min(innerHeight, v.bottom))) return true;
    }
    return false;
  };
  const liveRowVisible = () => {
    const feed = document.querySelector('[role="feed"]');
    if (!feed) return false;
    const v = feed.getBoundingClientRect();
    for (const a of feed.querySelectorAll('article')) if (inView(a, v.top, v.bottom)) return true;
    return false;
  };
  let framePending = false;
  const check = () => {
    if (w.__firstTurnAt === undefined && !framePending && turnVisible()) {
      framePending = true;
      // Checked again in the frame itself: before the stylesheets arrive, the layout is not the one painted.
      requestAnimationFrame(() => {
        framePending = false;
        if (w.__firstTurnAt === undefined && turnVisible()) w.__firstTurnAt = performance.now();
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const tick = () => {
    check();
    if (w.__firstLiveRowAt === undefined && liveRowVisible()) w.__firstLiveRowAt = performance.now();
    if (w.__firstTurnAt === undefined || w.__firstLiveRowAt === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function blinkMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** CPU time of all renderer processes, in ms (SystemInfo reports seconds). */
async function rendererCpuMs(browserCdp: CDPSession): Promise<number> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; cpuTime: number }> };
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime * 1000, 0);
}

interface FirstTurns {
  /** A turn (server preview or live row) in the viewport: the figure of the goal. */
  firstTurnsMs: number;
  /** A row of the live list in the feed (the figure before the sixth round). */
  liveRowMs: number;
  /** The document's first and last byte, and the first contentful paint. */
  ttfbMs: number;
  documentEndMs: number;
  fcpMs: number;
}

async function measureFirstTurns(page: Page): Promise<FirstTurns> {
  await page.waitForFunction(() => {
    const w = window as { __firstTurnAt?: number; __firstLiveRowAt?: number };
    return typeof w.__firstTurnAt === 'number' && typeof w.__firstLiveRowAt === 'number';
  }, undefined, { timeout: 60_000 });
  const f = await page.evaluate(() => {
    const w = window as unknown as { __firstTurnAt: number; __firstLiveRowAt: number };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { firstTurnsMs: w.__firstTurnAt, liveRowMs: w.__firstLiveRowAt, ttfbMs: nav.responseStart, documentEndMs: nav.responseEnd, fcpMs: fcp?.startTime ?? Number.NaN };
  });
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v)])) as unknown as FirstTurns;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

test('10,000-turn session: first turns (cold), frames while scrolling through all of it, DOM, heap, search', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await signIn(page);
  // Cold: a fresh context (empty cache) for the first load.
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  await cold.addInitScript(FIRST_TURN_PROBE);
  const coldPage = await cold.newPage();
  await coldPage.goto(HUGE);
  const firstAccess = await measureFirstTurns(coldPage);
  await cold.close();

  await page.goto(HUGE);
  const feed = page.getByRole('feed');
  await expect(feed).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });

  // Cold browser (empty cache, new context) against a server that already holds the session: the first figure above
  // also includes the embedded platform generating it, which depends on how long the server has been up.
  const coldAgain = await browser.newContext({ storageState: await page.context().storageState() });
  await coldAgain.addInitScript(FIRST_TURN_PROBE);
  const coldAgainPage = await coldAgain.newPage();
  await coldAgainPage.goto(HUGE);
  const coldBrowser = await measureFirstTurns(coldAgainPage);
  await coldAgain.close();

  // Scripted fast scroll to the top (older pages load on the way), recording every frame's delta and the DOM size.
  // Alongside, what the frames cost, which a loaded machine does not blur as much as frame times: the renderer
  // processes' CPU time (CDP SystemInfo) and Blink's main-thread time in script, style and layout (CDP Performance;
  // wall time inside those phases, so it still grows when the machine takes the CPU away).
  const work = await page.context().newCDPSession(page);
  await work.send('Performance.enable');
  const browserCdp = await browser.newBrowserCDPSession();
  const before = { metrics: await blinkMetrics(work), rendererCpuMs: await rendererCpuMs(browserCdp) };
  const scroll = await page.evaluate(async () => {
    const el = document.querySelector('[role="feed"]') as HTMLElement;
    const deltas: number[] = [];
    let domMax = 0;
    let last = performance.now();
    const started = last;
    let stillAtTop = 0;
    let skimmed = 0;
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        deltas.push(now - last);
        last = now;
        domMax = Math.max(domMax, document.getElementsByTagName('*').length);
        el.scrollTop = Math.max(0, el.scrollTop - 4_000);
        if (el.querySelector('article[data-skim]')) skimmed++;
        const first = el.querySelector('article[aria-label="Turn 1"]');
        stillAtTop = el.scrollTop === 0 && first ? stillAtTop + 1 : 0;
        if (stillAtTop > 10 || now - started > 400_000) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return { deltas: deltas.slice(1), domMax, skimmed, ms: performance.now() - started };
  });
  const after = { metrics: await blinkMetrics(work), rendererCpuMs: await rendererCpuMs(browserCdp) };
  await work.detach();
  await browserCdp.detach();
  const perFrame = (ms: number) => +(ms / Math.max(1, scroll.deltas.length)).toFixed(2);
  const spent = (name: string) => Math.round((after.metrics[name] - before.metrics[name]) * 1000);
  const heapAfterScrollMb = await heapMb(page);

  // Reading speed: 300 px a frame (18,000 px/s, under the feed's height a frame, so never skimmed) down from the top
  // for 600 frames, every row in full (Markdown, tools, highlighting). The figure a fling's skimmed rows do not cover.
  const reading = await page.evaluate(async () => {
    const el = document.querySelector('[role="feed"]') as HTMLElement;
    const deltas: number[] = [];
    let skimmed = 0;
    let last = performance.now();
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        deltas.push(now - last);
        last = now;
        if (el.querySelector('article[data-skim]')) skimmed++;
        el.scrollTop += 300;
        if (deltas.length > 600) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return { deltas: deltas.slice(1), skimmed, feedHeight: el.clientHeight };
  });

  // Search once the index is built: time from the input event to the hit count for that query on screen, per keystroke.
  // (Until the fifth round this waited for the count's text to change, and a keystroke that left it unchanged, 'qu' after
  // 'q', counted as the 2 s timeout: the median was then the slowest keystroke that changed it.)
  const search = page.getByRole('searchbox').or(page.getByPlaceholder(/search/i)).first();
  await search.click();
  await search.fill('zebra');
  await expect(page.getByTestId('search-count')).toContainText(/\d/, { timeout: 60_000 });
  await search.fill('');
  const keystrokes: number[] = [];
  const unchangedCount: string[] = [];
  for (const word of ['quokka', 'checksum']) {
    for (let i = 1; i <= word.length; i++) {
      const { ms, changed } = await page.evaluate(
        ([value]) =>
          new Promise<{ ms: number; changed: boolean }>((resolve) => {
            const input = (document.activeElement as HTMLInputElement) ?? document.querySelector('input[type="search"]');
            const count = () => document.querySelector('[data-testid="search-count"]');
            const before = count()?.textContent ?? null;
            const t0 = performance.now();
            const done = () => {
              observer.disconnect();
              resolve({ ms: performance.now() - t0, changed: (count()?.textContent ?? null) !== before });
            };
            const observer = new MutationObserver(() => {
              if (count()?.getAttribute('data-result-for') === value) done();
            });
            observer.observe(document.body, { childList: true, characterData: true, attributes: true, subtree: true });
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setter.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            setTimeout(done, 2_000);
          }),
        [word.slice(0, i)],
      );
      keystrokes.push(ms);
      if (!changed) unchangedCount.push(word.slice(0, i));
    }
    await search.fill('');
  }

  results.huge = {
    // "first access": the first request for the session after the server started; "cold browser": an empty cache
    // against a server that already holds it.
    firstTurnsColdMs: firstAccess.firstTurnsMs,
    firstTurnsColdServerWarmMs: coldBrowser.firstTurnsMs,
    liveRowColdMs: firstAccess.liveRowMs,
    liveRowColdServerWarmMs: coldBrowser.liveRowMs,
    firstAccess,
    coldBrowser,
    scrollFrames: scroll.deltas.length,
    scrollSeconds: +(scroll.ms / 1000).toFixed(1),
    frameP50Ms: +pct(scroll.deltas, 50).toFixed(1),
    frameP95Ms: +pct(scroll.deltas, 95).toFixed(1),
    frameMaxMs: +Math.max(...scroll.deltas).toFixed(1),
    // Frames longer than one refresh (60 Hz) and than two: the p95 stays at 16.7 ms only while under 5 % are over one.
    framesOver1Refresh: scroll.deltas.filter((ms) => ms > 17.5).length,
    framesOver2Refreshes: scroll.deltas.filter((ms) => ms > 34).length,
    // Frames of the fling that showed skimmed rows (number and first line; components/timeline/skim-row.tsx).
    framesSkimmed: scroll.skimmed,
    readingSpeed: {
      frames: reading.deltas.length,
      feedHeight: reading.feedHeight,
      framesSkimmed: reading.skimmed,
      frameP50Ms: +pct(reading.deltas, 50).toFixed(1),
      frameP95Ms: +pct(reading.deltas, 95).toFixed(1),
      framesOver1Refresh: reading.deltas.filter((ms) => ms > 17.5).length,
    },
    scrollRendererCpuMs: Math.round(after.rendererCpuMs - before.rendererCpuMs),
    scrollRendererCpuPerFrameMs: perFrame(after.rendererCpuMs - before.rendererCpuMs),
    scrollMainThreadPerFrameMs: {
      task: perFrame(spent('TaskDuration')),
      script: perFrame(spent('ScriptDuration')),
      style: perFrame(spent('RecalcStyleDuration')),
      layout: perFrame(spent('LayoutDuration')),
    },
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
    domMax: scroll.domMax,
    heapAfterScrollMb: +heapAfterScrollMb.toFixed(0),
    searchKeystrokeMedianMs: +pct(keystrokes, 50).toFixed(1),
    searchKeystrokeP95Ms: +pct(keystrokes, 95).toFixed(1),
    searchKeystrokesMs: keystrokes.map((ms) => +ms.toFixed(1)),
    searchCountUnchangedFor: unchangedCount,
  };
  console.log('10,000-turn session', results.huge);
});

test('live session: requests in one minute with pushed updates, and new turn to screen latency', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.addInitScript(() => {
    const seen = new Map<string, number>();
    (window as unknown as { __turnSeen: Map<string, number> }).__turnSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-turn-id]')) {
        const id = el.getAttribute('data-turn-id')!;
        if (!seen.has(id)) seen.set(id, Date.now());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(LIVE);
  await expect(page.getByRole('feed')).toHaveAttribute('data-ready', 'true');
  const initial = new Set(await page.evaluate(() => [...(window as unknown as { __turnSeen: Map<string, number> }).__turnSeen.keys()]));
  const startCount = requests.length;
  await page.waitForTimeout(60_000);
  const inMinute = requests.slice(startCount);
  const seen = new Map(await page.evaluate(() => [...(window as unknown as { __turnSeen: Map<string, number> }).__turnSeen.entries()]));
  // The platform "has" a turn when its user message is created (the simulation's clock is the server's Date.now()).
  const page1 = (await (await page.request.get(`/v1${LIVE}/messages?limit=200`)).json()) as {
    items: Array<{ info: { id: string; role: string; time: { created: number } } }>;
  };
  const latencies = page1.items
    .filter((m) => m.info.role === 'user' && !initial.has(m.info.id) && seen.has(m.info.id))
    .map((m) => seen.get(m.info.id)! - m.info.time.created);
  results.live = {
    requestsInMinute: inMinute.length,
    requestsFromNavigation: requests.length,
    requests,
    newTurns: latencies.length,
    latencyMedianMs: pct(latencies, 50),
    latencyP95Ms: pct(latencies, 95),
    latencyMaxMs: Math.max(...latencies),
  };
  console.log('live session, one minute', results.live);
});
