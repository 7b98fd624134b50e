// Screenshots of every page in e2e/pages.ts at 390 and 1280 px, light and dark, for a person to look at (issue 27).
// Needs a production build. `npx tsx scripts/screenshots.ts`; env: SHOTS_PORT (3181), SHOTS_DIR (/work/ui-shots-27),
// SHOTS_ONLY (a substring of the path), CHROMIUM_PATH. Full-page PNGs named <path>-<user>-<width>-<scheme>.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { PAGES } from '../e2e/pages';
import { DEMO_PASSWORD, startConsole } from './tools/console-server';

const port = Number(process.env.SHOTS_PORT ?? 3181);
const outDir = process.env.SHOTS_DIR ?? '/work/ui-shots-27';
const only = process.env.SHOTS_ONLY;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<string, StorageState>();

/** Each user signs in once (the BFF limits sign-ins); every later context starts from that cookie. */
async function sessionOf(origin: string, email: string): Promise<StorageState> {
  const known = signedIn.get(email);
  if (known) return known;
  const context = await browser.newContext();
  const res = await context.request.post(`${origin}/api/auth/sign-in/password`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  if (res.status() !== 200) throw new Error(`sign-in as ${email}: ${res.status()}`);
  const state = await context.storageState();
  await context.close();
  signedIn.set(email, state);
  return state;
}

const fileName = (path: string, user: string, width: number, scheme: string) =>
  `${path.replace(/^\//, '').replace(/[^a-zA-Z0-9_-]+/g, '_') || 'root'}-${user.split('@')[0]}-${width}-${scheme}.png`;

mkdirSync(outDir, { recursive: true });
const server = await startConsole(port);
const origin = server.origin;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const p of PAGES.filter((x) => !only || x.path.includes(only))) {
    const user = p.user === undefined ? 'demo@example.com' : p.user;
    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const storageState = user ? await sessionOf(origin, user) : undefined;
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme, reducedMotion: 'reduce', storageState });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        // Live pages poll, so the network never idles: wait for the heading, the page's ready mark, and no busy region or
        // loading skeleton (components/ui/states.tsx draws those with animate-pulse).
        await page.goto(origin + p.path, { waitUntil: 'load', timeout: 60_000 }).catch((e: Error) => errors.push(e.message));
        await page.locator('h1').first().waitFor({ timeout: 20_000 }).catch(() => errors.push('no h1'));
        if (p.ready) await page.locator(p.ready).first().waitFor({ timeout: 20_000 }).catch(() => errors.push(`not ready: ${p.ready}`));
        await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse.bg-bg-muted').length === 0, undefined, { timeout: 15_000 }).catch(() => errors.push('still busy'));
        const file = fileName(p.path, user ?? 'signed-out', width, colorScheme);
        await page.screenshot({ path: join(outDir, file), fullPage: true });
        console.log(`${file}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
