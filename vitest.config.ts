import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

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
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
    setupFiles: ['tests/setup-dom-budget.ts'],
    // The process-wide embedded platform keeps its state in memory: every test run starts from the seed.
    env: { PLATFORM_DATA_DIR: '' },
  },
});
