// Lighthouse on the manifest page of a running production build (`npm run build && npm start`):
//   BASE_URL=http://localhost:3000 npx tsx bench/lighthouse-manifest.ts [runs]
// Signs in as the demo user over the BFF, then audits /projects/proj_storefront/manifest with the system
// Chromium, mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU) and desktop presets, and prints
// the median performance score with its main metrics. Figures: docs/PERFORMANCE.md.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const PAGE = process.env.LH_PATH ?? '/projects/proj_storefront/manifest';
const RUNS = Number(process.argv[2] ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

async function sessionCookie(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function audit(port: number, cookie: string, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(
    `${BASE_URL}${PAGE}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { cookie } },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('lighthouse gave no result');
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const cookie = await sessionCookie();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, cookie, preset));
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `${preset.padEnd(7)} performance ${pick('score')} (runs: ${runs.map((r) => r.score).join(', ')}) · FCP ${Math.round(pick('fcp'))} ms · LCP ${Math.round(pick('lcp'))} ms · TBT ${Math.round(pick('tbt'))} ms · CLS ${pick('cls').toFixed(3)} · SI ${Math.round(pick('si'))} ms`,
      );
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
