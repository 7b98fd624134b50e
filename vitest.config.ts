import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
    // The process-wide embedded platform keeps its state in memory: every test run starts from the seed.
    env: { PLATFORM_DATA_DIR: '' },
  },
});
