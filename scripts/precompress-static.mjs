#!/usr/bin/env node
// Writes `<file>.gz` next to every script and stylesheet of the build's static folder (`.next/static`), so that
// scripts/serve.mjs answers them pre-compressed (scripts/static-gz.mjs) instead of gzipping each answer at level 6 on
// the fly, as nginx's `gzip_static` does. Zopfli (gzip-compatible, ~3 % smaller than `gzip -9`, but ~5 s of CPU per MB)
// for the files some page's HTML names (the build's manifests list them: the framework's chunks and each route's entry
// chunks, ~2 MB); every other file (chunks loaded on demand, the editor's) at zlib level 9, which takes milliseconds.
// Files under 1 KB are left alone: Next does not compress those either.
// Idempotent: a `.gz` at least as new as its file is kept, so running it again (npm run build, the e2e and bench
// servers' start) costs only a directory walk. `npm run build` runs it after `next build`.
import { readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export const MIN_BYTES = 1024;
export const ZOPFLI_MAX_BYTES = 1024 * 1024;
// 5 iterations: within 0.04 % of 15 on this build's chunks, a quarter less time.
const ZOPFLI_ITERATIONS = 5;
const COMPRESSIBLE = /\.(?:js|css)$/;
// Entry files as the manifests name them, relative to the dist folder ("static/chunks/x.js"); the chunks a client
// module loads on demand are named with the "/_next/" prefix and do not match.
const ENTRY_FILE = /"static\/([^"]+\.(?:js|css))"/g;

async function manifestsUnder(dir) {
  const found = [];
  for await (const path of walk(dir, (name) => name.endsWith('_client-reference-manifest.js'))) found.push(path);
  return found;
}

/** The static files (relative to `static/`) that the build's manifests name as entries of a page or of the framework. */
export async function entryFiles(distDir) {
  const manifests = [join(distDir, 'build-manifest.json'), ...(await manifestsUnder(join(distDir, 'server')))];
  const files = new Set();
  for (const manifest of manifests) {
    let text;
    try {
      text = await readFile(manifest, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(ENTRY_FILE)) files.add(match[1]);
  }
  return files;
}

async function* walk(dir, wanted) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, wanted);
    else if (entry.isFile() && wanted(entry.name)) yield path;
  }
}

async function isCurrent(path, source) {
  try {
    const gz = await stat(`${path}.gz`);
    return gz.isFile() && gz.mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

/** Zopfli's gzip, or null in a checkout whose node_modules predate the dependency (then every file gets zlib -9). */
async function loadZopfli() {
  try {
    return (await import('@gfx/zopfli')).gzipAsync;
  } catch {
    console.warn('@gfx/zopfli is not installed (npm ci installs it): static files are pre-compressed at zlib level 9.');
    return null;
  }
}

/**
 * Compresses what is missing or stale under `distDir/static`: Zopfli for the files in `zopfliFor` (paths relative to
 * `static/`), zlib level 9 for the rest. Returns counts and sizes for the build's log line.
 */
export async function precompressStatic(distDir, { zopfliFor = new Set() } = {}) {
  const staticDir = join(distDir, 'static');
  const summary = { written: 0, zopfli: 0, kept: 0, skipped: 0, rawBytes: 0, gzBytes: 0 };
  let zopfli;
  for await (const path of walk(staticDir, (name) => COMPRESSIBLE.test(name))) {
    const source = await stat(path);
    if (source.size < MIN_BYTES) {
      summary.skipped++;
      continue;
    }
    if (await isCurrent(path, source)) {
      summary.kept++;
      continue;
    }
    const raw = await readFile(path);
    let useZopfli = raw.length <= ZOPFLI_MAX_BYTES && zopfliFor.has(relative(staticDir, path).split(sep).join('/'));
    if (useZopfli) zopfli ??= await loadZopfli();
    useZopfli &&= zopfli !== null;
    const gz = useZopfli ? Buffer.from(await zopfli(raw, { numiterations: ZOPFLI_ITERATIONS })) : gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    // Written beside, then renamed: a server never reads half a file.
    const temp = `${path}.gz.${process.pid}.tmp`;
    await writeFile(temp, gz);
    // Never older than its file (the server's check), even for a file dated in the future; seconds as a number keep
    // the milliseconds that a Date would round away.
    const mtime = Math.max(Date.now(), Math.ceil(source.mtimeMs) + 1) / 1000;
    await utimes(temp, mtime, mtime);
    await rename(temp, `${path}.gz`);
    summary.written++;
    if (useZopfli) summary.zopfli++;
    summary.rawBytes += raw.length;
    summary.gzBytes += gz.length;
  }
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const distDir = join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const s = await precompressStatic(distDir, { zopfliFor: await entryFiles(distDir) });
  const used = process.cpuUsage(cpu);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Pre-compressed static files: ${s.written} written (${s.zopfli} with Zopfli, ${kb(s.rawBytes)} → ${kb(s.gzBytes)}), ${s.kept} already current, ` +
      `${s.skipped} under 1 KB left alone; ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
  );
}
