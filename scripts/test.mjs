#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Finds (or installs) Chromium first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it, then run npm test again:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium with apt…`);
  run('install chromium', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`]);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt finished but ${CHROMIUM} is still missing. Set CHROMIUM_PATH to the browser binary.`);
    process.exit(1);
  }
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

if (want('e2e')) ensureChromium();
if (want('docs')) run('generated contract files are current', 'node_modules/.bin/tsx', ['--import', './scripts/server-only-node.mjs', 'scripts/generate-from-contract.ts', '--check']);
if (want('typecheck')) run('typecheck', 'node_modules/.bin/tsc', ['--noEmit']);
if (want('lint')) run('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']);
if (want('unit')) run('unit tests', 'node_modules/.bin/vitest', ['run']);
if (want('e2e')) {
  run('production build', 'node_modules/.bin/next', ['build']);
  run('pre-compressed static files', process.execPath, ['scripts/precompress-static.mjs']);
  run('e2e (Chromium)', 'node_modules/.bin/playwright', ['test']);
}
console.log('\nAll checks passed.');
