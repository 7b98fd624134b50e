import { defineConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One production server per worker, each with its own data folder: a test that changes demo data changes it only for
// the tests of its own worker, which run one after another as they did with one worker (docs/TESTING.md).
// E2E_PORTS names every server's port (E2E_PORTS=3204,3241); otherwise E2E_PORT (3100) and the ports after it.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? process.env.E2E_PORTS?.split(',').length ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = process.env.E2E_PORTS ? process.env.E2E_PORTS.split(',').map(Number) : Array.from({ length: WORKERS }, (_, i) => FIRST_PORT + i);
if (PORTS.length < WORKERS || PORTS.some((port) => !Number.isInteger(port) || port <= 0)) throw new Error(`E2E_PORTS needs ${WORKERS} ports: ${process.env.E2E_PORTS}`);
// Imports made during a run go to a fresh folder, so every run starts from the seed data alone.
const DATA_ROOT = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.env.E2E_DATA_DIR = DATA_ROOT;
process.env.E2E_PORTS = PORTS.join(',');
// Each worker process reads the config again with its own TEST_PARALLEL_INDEX (0 or 1), so `page`, `request` and
// `browser.newPage()` all talk to that worker's server (the runner process itself has none and uses the first).
const serverOf = (index: number) => `http://localhost:${PORTS[index % WORKERS]}`;
const BASE_URL = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Two minutes a test and 20 s an assertion: the shared two-core machine reaches a load average of 35 while other jobs
  // build (a test that took 28 s at load 20 ran out of a 60 s budget at load 35; a session page took over 10 s to
  // hydrate). A passing test or assertion still returns as soon as it holds; these only decide when a stuck one gives up.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // With reduced motion the console's CSS (app/globals.css) has no transitions or animations: a dialog is gone, and
    // focus is back on its trigger, as soon as it closes.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: PORTS.slice(0, WORKERS).map((port, i) => {
    const PLATFORM_DATA_DIR = join(DATA_ROOT, `server-${i}`);
    mkdirSync(PLATFORM_DATA_DIR, { recursive: true });
    return {
      // After a bare `next build`, the pre-compressed static files are written first (nothing to do when current).
      command: i === 0 ? 'node scripts/precompress-static.mjs && node scripts/serve.mjs' : 'node scripts/serve.mjs',
      url: `${serverOf(i)}/sign-in`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...(process.env as Record<string, string>), PLATFORM_DATA_DIR, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    };
  }),
});
