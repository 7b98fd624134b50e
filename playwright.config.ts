import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Imports made during a run go to a fresh folder, so every run starts from the seed data alone.
const PLATFORM_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.env.E2E_DATA_DIR = PLATFORM_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Assertions wait up to 10 s (Playwright's default is 5 s): on a shared two-core machine, the first render of a route
  // after the server starts (a session page opened from a list, say) can take several seconds. A passing assertion
  // still returns as soon as it holds.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // After a bare `next build`, the pre-compressed static files are written first (nothing to do when current).
    command: 'node scripts/precompress-static.mjs && node scripts/serve.mjs',
    url: `http://localhost:${PORT}/sign-in`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...(process.env as Record<string, string>), PLATFORM_DATA_DIR, PORT: String(PORT), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  },
});
