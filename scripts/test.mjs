#!/usr/bin/env node
// `npm test`: every check. The static checks, the unit tests and the production build run side by side (each is
// mostly one process on one core; CI has two), then the e2e suite runs on that build. A step's output is printed
// whole when it ends, so parallel steps never interleave. Finds (or installs) Chromium and redis-server first.
// `npm test -- unit lint` runs only the named steps (docs, typecheck, lint, unit, e2e).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

function runInherited(label, cmd, args) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const at = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${label} (${seconds(at)} s)`);
}

/** Runs one step with its output collected; resolves with the outcome. */
function runCollected(label, cmd, args) {
  return new Promise((resolve) => {
    const at = Date.now();
    const chunks = [Buffer.from(`$ ${cmd} ${args.join(' ')}\n`)];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ label, ok: code === 0, exit: code ?? signal, output: Buffer.concat(chunks).toString(), secs: seconds(at) }));
  });
}

/** The steps of one lane, one after another; stops at the first failure. */
async function runLane(steps) {
  const results = [];
  for (const [label, cmd, args] of steps) {
    const r = await runCollected(label, cmd, args);
    console.log(`\n${r.ok ? '✔' : '✖'} ${r.label} (${r.secs} s)`);
    process.stdout.write(r.output);
    results.push(r);
    if (!r.ok) break;
  }
  return results;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it, then run npm test again:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium with apt…`);
  runInherited('install chromium', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`]);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt finished but ${CHROMIUM} is still missing. Set CHROMIUM_PATH to the browser binary.`);
    process.exit(1);
  }
}

// The unit tests of the replicas' shared store run a real redis-server (tests/replicas/redis-server.ts).
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const REDIS_INSTALL = 'apt-get update && apt-get install -y --no-install-recommends redis-server';

function ensureRedisServer() {
  if (existsSync(REDIS_SERVER)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`redis-server is missing at ${REDIS_SERVER}. Install it, then run npm test again:\n  sudo sh -c '${REDIS_INSTALL}'`);
    process.exit(1);
  }
  console.log(`redis-server is missing at ${REDIS_SERVER}; installing Debian's redis-server with apt…`);
  runInherited('install redis-server', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${REDIS_INSTALL}`]);
  if (!existsSync(REDIS_SERVER)) {
    console.error(`apt finished but ${REDIS_SERVER} is still missing. Set REDIS_SERVER_PATH to the binary.`);
    process.exit(1);
  }
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const bin = (name) => `node_modules/.bin/${name}`;

if (want('e2e')) ensureChromium();
if (want('unit')) ensureRedisServer();

// Three lanes side by side. The typecheck runs before the build, as it always did: the build writes .next/types, which
// tsconfig.json includes, and a typecheck beside it could read a half-written file.
const lanes = [
  [
    want('typecheck') && ['typecheck', bin('tsc'), ['--noEmit']],
    want('e2e') && ['production build', bin('next'), ['build']],
    want('e2e') && ['pre-compressed static files', process.execPath, ['scripts/precompress-static.mjs']],
  ],
  [want('unit') && ['unit tests', bin('vitest'), ['run']]],
  [
    want('docs') && ['generated contract files are current', bin('tsx'), ['--import', './scripts/server-only-node.mjs', 'scripts/generate-from-contract.ts', '--check']],
    want('lint') && ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ],
].map((lane) => lane.filter(Boolean)).filter((lane) => lane.length);

if (lanes.length) {
  console.log(`▶ side by side: ${lanes.map((lane) => lane.map(([label]) => label).join(' → ')).join('; ')}`);
  const failed = (await Promise.all(lanes.map(runLane))).flat().filter((r) => !r.ok);
  if (failed.length) {
    console.error(`\n✖ failed: ${failed.map((r) => `${r.label} (exit ${r.exit})`).join(', ')}`);
    process.exit(1);
  }
}
if (want('e2e')) runInherited('e2e (Chromium)', bin('playwright'), ['test']);
console.log(`\nAll checks passed (${seconds(started)} s).`);
