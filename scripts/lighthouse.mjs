#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (its Node API, with chrome-launcher and the system Chromium) against the production
// build, desktop and mobile, signed in, for the sign-in, projects, sessions, timeline, manifest, overview, access, account access, audit and gateway logs pages. It records
// the scores (printed as a table, saved as JSON under bench/results/) and never fails on them.
// Needs a build (`npm run build`, or NEXT_DIST_DIR=… for another build folder). Env: LIGHTHOUSE_PORT (3199),
// LIGHTHOUSE_SESSION (ses_checkout_tax), CHROMIUM_PATH (/usr/lib/chromium/chromium), LIGHTHOUSE_ONLY (page names, comma-separated),
// LIGHTHOUSE_FORM_FACTORS (desktop,mobile),
// LIGHTHOUSE_RUNS (1; with more, each page keeps the run of median performance, and lists every run's score).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3199);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const sessionId = process.env.LIGHTHOUSE_SESSION ?? 'ses_checkout_tax';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'projects', path: '/projects', signedIn: true },
  { name: 'sessions', path: '/projects/proj_storefront/sessions', signedIn: true },
  { name: 'timeline', path: `/projects/proj_storefront/sessions/${sessionId}`, signedIn: true },
  { name: 'manifest', path: '/projects/proj_storefront/manifest', signedIn: true },
  { name: 'overview', path: '/projects/proj_storefront', signedIn: true },
  { name: 'access', path: '/projects/proj_storefront/access', signedIn: true },
  { name: 'account-access', path: '/accounts/acc_demo/access', signedIn: true },
  { name: 'audit', path: '/accounts/acc_demo/audit', signedIn: true },
  { name: 'gateway-logs', path: '/projects/proj_storefront/gateway/logs', signedIn: true },
].filter((p) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY.split(',').includes(p.name));
// LIGHTHOUSE_FORM_FACTORS=mobile measures only the mobile run (the goal's form factor) and halves the time.
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'desktop,mobile').split(',').filter((f) => f === 'desktop' || f === 'mobile');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);

if (!existsSync(join(root, distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

function startServer(dataDir) {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', PLATFORM_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return new Promise((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`the console exited (${code}) before it was ready`)));
    server.stdout.on('data', (chunk) => {
      if (/Ready/.test(String(chunk))) resolve(server);
    });
  });
}

/** Signs in through the BFF as the demo owner; the sealed session cookie is what the browser would hold. */
async function signInCookie() {
  const res = await fetch(`${origin}/api/auth/sign-in/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email: 'demo@example.com', password: 'demo-password', next: '/projects' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error(`sign-in failed: ${res.status}`);
  return cookies.join('; ');
}

async function audit(url, formFactor, cookie, chromePort) {
  const flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: cookie ? { Cookie: cookie } : undefined };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  // Where the time goes, for the JSON: the LCP element, the longest main-thread tasks and the scripts that cost most.
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const diagnostics = {
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})` : null,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((t) => ({ url: t.url, startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) })),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((b) => ({ url: b.url, scriptingMs: Math.round(b.scripting), totalMs: Math.round(b.total) })),
  };
  return {
    finalUrl: lhr.finalDisplayedUrl,
    diagnostics,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    metrics: { fcpMs: metric('first-contentful-paint'), lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    failedAccessibilityAudits: failedA11y,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'console-lighthouse-'));
let server;
let chrome;
const results = [];
try {
  server = await startServer(dataDir);
  const cookie = await signInCookie();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'] });
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      process.stdout.write(`${page.name} (${formFactor})… `);
      try {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await audit(origin + page.path, formFactor, page.signedIn ? cookie : null, chrome.port));
        runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const r = { ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((x) => x.scores.performance) };
        results.push({ page: page.name, path: page.path, formFactor, ...r });
        const runsNote = RUNS > 1 ? ` (performance runs: ${r.performanceRuns.join(', ')})` : '';
        console.log(CATEGORIES.map((c) => `${c} ${r.scores[c] ?? '–'}`).join(', ') + runsNote + (r.failedAccessibilityAudits.length ? ` (a11y: ${r.failedAccessibilityAudits.join(', ')})` : ''));
      } catch (error) {
        results.push({ page: page.name, path: page.path, formFactor, error: String(error) });
        console.log(`failed: ${error}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (v) => (v == null ? '–' : String(v));
const ms = (v) => (v == null ? '–' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
console.log('\n| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  if (r.error) console.log(`| ${r.page} | ${r.formFactor} | failed: ${r.error} |||||||| |`);
  else console.log(`| ${r.page} | ${r.formFactor} | ${fmt(r.scores.performance)} | ${fmt(r.scores.accessibility)} | ${fmt(r.scores['best-practices'])} | ${fmt(r.scores.seo)} | ${ms(r.metrics.fcpMs)} | ${ms(r.metrics.lcpMs)} | ${ms(r.metrics.tbtMs)} | ${r.metrics.cls == null ? '–' : r.metrics.cls.toFixed(3)} |`);
}
const outDir = join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = join(outDir, `lighthouse-${stamp}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`, node: process.version, results }, null, 2));
console.log(`\nSaved ${file}. Scores are recorded, never enforced.`);
