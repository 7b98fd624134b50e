// `npm run bench:browser`: browser measurements against the production build (needs `next build` first). Never part
// of `npm test`: figures are printed and written to bench/results/, and no time is asserted (the machine is shared).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.BENCH_PORT ?? 3199);

export default defineConfig({
  ...base,
  testDir: './bench/browser',
  testMatch: /\.bench\.spec\.ts$/,
  timeout: 600_000,
  // No Playwright trace: the e2e config's `retain-on-failure` records one (with a screencast) during every test, and
  // that work would be measured as the page's own.
  use: { ...base.use, trace: 'off', baseURL: `http://localhost:${PORT}` },
  webServer: {
    // After a bare `next build`, the pre-compressed static files are written first (nothing to do when current).
    command: 'node scripts/precompress-static.mjs && node scripts/serve.mjs',
    url: `http://localhost:${PORT}/sign-in`,
    timeout: 120_000,
    reuseExistingServer: false,
    // No background build of the long demo sessions (PLATFORM_WARM_SESSIONS): they are read by position until built,
    // and a build running after start only competes with the first requests.
    env: { ...(process.env as Record<string, string>), PORT: String(PORT), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  },
});
