#!/usr/bin/env node
// `npm run platform:reset`: forgets every saved change of the embedded platform (the store's journal, an old state file, imported
// sessions in PLATFORM_DATA_DIR, default .platform-data), so the next start serves the demo data alone.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dataDir = resolve(process.env.PLATFORM_DATA_DIR || '.platform-data');
const ours = (name) => name === 'imports' || name.startsWith('platform-state') || name.startsWith('platform-store-');
const removed = existsSync(dataDir) ? readdirSync(dataDir).filter(ours) : [];
for (const name of removed) rmSync(join(dataDir, name), { recursive: true, force: true });
console.log(
  removed.length
    ? `Removed ${removed.join(', ')} from ${dataDir}. Restart the console (a running one still holds the old state in memory).`
    : `Nothing saved in ${dataDir}: the embedded platform already starts from the demo data.`,
);
