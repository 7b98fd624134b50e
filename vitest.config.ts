import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Files that replace a module with `vi.mock` (found by reading them, so a new one cannot land in the shared graph).
const MOCKING = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?mock\(/i.test(readFileSync(`tests/${f}`, 'utf8')))
  .map((f) => `tests/${f}`);

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Server modules say `import 'server-only'`; tests run them in Node, where Next's server bundles resolve it to the
      // package's empty module too (scripts/server-only-node.mjs does the same for tsx).
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
    setupFiles: ['tests/setup-fresh-process.ts', 'tests/setup-dom-budget.ts'],
    // The process-wide embedded platform keeps its state in memory: every test file starts from the seed.
    env: { PLATFORM_DATA_DIR: '' },
    projects: [
      // Most files share one module graph per worker: each file no longer re-imports the platform, the SDK and React
      // (that import was about 40 % of the unit run). tests/setup-fresh-process.ts resets the process-wide state.
      { extends: true, test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...MOCKING], isolate: false } },
      // `vi.mock` replaces a module for its own file only when that file has a module graph of its own.
      { extends: true, test: { name: 'isolated', include: [...MOCKING] } },
    ],
  },
});
