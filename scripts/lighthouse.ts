// `npm run lighthouse`: Lighthouse (its Node API, with chrome-launcher and the system Chromium) against the production
// build, on every page of e2e/pages.ts that answers 200, as the user that list names, mobile and desktop. It records the
// scores (printed as a table, saved as JSON under bench/results/) and never fails on them. The first row is the floor:
// the signed-out mail outbox, whose first-load JS is the framework and the root layout alone, measured in the same run.
// Needs a build (`npm run build`, or NEXT_DIST_DIR=… for another build folder). Env: LIGHTHOUSE_PORT (3199),
// CHROMIUM_PATH (/usr/lib/chromium/chromium), LIGHTHOUSE_ONLY (substrings of paths, comma-separated),
// LIGHTHOUSE_FORM_FACTORS (desktop,mobile), LIGHTHOUSE_RUNS (1; with more, each page keeps the run of median performance
// and lists every run's score).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEMO, PAGES } from '../e2e/pages';
import { signInCookie, startConsole } from './tools/console-server';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3199);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const FLOOR = { path: '/dev/mail', user: null as string | null, floor: true };
const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const TARGETS = [FLOOR, ...PAGES.filter((p) => (p.status ?? 200) === 200 && p.path !== FLOOR.path).map((p) => ({ path: p.path, user: p.user === undefined ? DEMO : p.user, floor: false }))]
  .filter((p) => p.floor || !only || only.some((part) => p.path.includes(part)));
// LIGHTHOUSE_FORM_FACTORS=mobile measures only the mobile run (the goal's form factor) and halves the time.
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'desktop,mobile').split(',').filter((f): f is 'desktop' | 'mobile' => f === 'desktop' || f === 'mobile');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);

if (!existsSync(join(root, distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Audit {
  scores: Record<string, number | null>;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
  failedAccessibilityAudits: string[];
  diagnostics: unknown;
  runtimeError: string | null;
}

async function audit(url: string, formFactor: 'desktop' | 'mobile', cookie: string | null, chromePort: number): Promise<Audit> {
  const flags = { port: chromePort, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], extraHeaders: cookie ? { Cookie: cookie } : undefined };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse gave no result');
  const lhr = result.lhr;
  const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round((lhr.categories[id].score ?? 0) * 100));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failedAccessibilityAudits = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  // Where the time goes, for the JSON: the LCP element, the longest main-thread tasks and the scripts that cost most.
  type Items = { items?: Array<Record<string, unknown>> };
  const itemsOf = (id: string) => ((lhr.audits[id]?.details as Items | undefined)?.items ?? []).slice(0, 5);
  const diagnostics = { lcpElement: itemsOf('largest-contentful-paint-element')[0] ?? null, longTasks: itemsOf('long-tasks'), bootup: itemsOf('bootup-time') };
  return {
    diagnostics,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    metrics: { fcpMs: metric('first-contentful-paint'), lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    failedAccessibilityAudits,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

type Row = { path: string; user: string | null; floor: boolean; formFactor: string } & ({ error: string } | (Audit & { performanceRuns: Array<number | null> }));

const server = await startConsole(port);
const cookies = new Map<string, string>();
const cookieFor = async (user: string) => cookies.get(user) ?? cookies.set(user, await signInCookie(server.origin, user)).get(user)!;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: Row[] = [];
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'] });
  for (const target of TARGETS) {
    const cookie = target.user ? await cookieFor(target.user) : null;
    for (const formFactor of FORM_FACTORS) {
      process.stdout.write(`${target.path} (${formFactor}${target.floor ? ', floor' : ''})… `);
      try {
        const runs: Audit[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await audit(server.origin + target.path, formFactor, cookie, chrome.port));
        runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const r = { ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((x) => x.scores.performance) };
        results.push({ ...target, formFactor, ...r });
        const runsNote = RUNS > 1 ? ` (performance runs: ${r.performanceRuns.join(', ')})` : '';
        console.log(CATEGORIES.map((c) => `${c} ${r.scores[c] ?? '–'}`).join(', ') + runsNote + (r.failedAccessibilityAudits.length ? ` (a11y: ${r.failedAccessibilityAudits.join(', ')})` : ''));
      } catch (error) {
        results.push({ ...target, formFactor, error: String(error) });
        console.log(`failed: ${error}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  server.stop();
}

const fmt = (v: number | null | undefined) => (v == null ? '–' : String(v));
const ms = (v: number | null) => (v == null ? '–' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
console.log('\n| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const name = `${r.path}${r.floor ? ' (floor)' : ''}${r.user && r.user !== DEMO ? ` as ${r.user}` : ''}`;
  if ('error' in r) console.log(`| ${name} | ${r.formFactor} | failed: ${r.error} |||||||| |`);
  else console.log(`| ${name} | ${r.formFactor} | ${fmt(r.scores.performance)} | ${fmt(r.scores.accessibility)} | ${fmt(r.scores['best-practices'])} | ${fmt(r.scores.seo)} | ${ms(r.metrics.fcpMs)} | ${ms(r.metrics.lcpMs)} | ${ms(r.metrics.tbtMs)} | ${r.metrics.cls == null ? '–' : r.metrics.cls.toFixed(3)} |`);
}
const outDir = join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`, node: process.version, results }, null, 2));
console.log(`\nSaved ${file}. Scores are recorded, never enforced.`);
