// Test files share one module graph per worker (`isolate: false` in vitest.config.ts: importing the platform, the SDK
// and React once per worker instead of once per file was most of the unit run's time). What isolation gave for free is
// given back here, before each file: the process-wide embedded platform, BFF and configuration start fresh, so every
// file still starts from the seed, whatever ran before it in the same worker.
import { resetConfigForTests } from '@/lib/config';

const held = globalThis as unknown as Record<symbol, unknown>;
for (const name of ['embedded-platform', 'bff', 'v1-node']) delete held[Symbol.for(`platform-console.${name}`)];
resetConfigForTests();

export {};
