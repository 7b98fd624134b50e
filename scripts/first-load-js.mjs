#!/usr/bin/env node
// First-load JS of every page, from a build's own record (`<distDir>/diagnostics/route-bundle-stats.json`, written by
// `next build`): the scripts each route's HTML names, raw and gzipped (zlib level 9, the bodies alone). Give two build
// folders to compare them: `node scripts/first-load-js.mjs .next-before .next` prints before, after and the change.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push(process.env.NEXT_DIST_DIR ?? '.next');

const gzipped = new Map();
function gzipBytes(path) {
  let size = gzipped.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipped.set(path, size);
  }
  return size;
}

/** route → { raw, gzip, files } for one build folder. */
function firstLoad(dir) {
  const stats = JSON.parse(readFileSync(`${dir}/diagnostics/route-bundle-stats.json`, 'utf8'));
  const byRoute = new Map();
  for (const { route, firstLoadUncompressedJsBytes, firstLoadChunkPaths } of stats) {
    const gzip = firstLoadChunkPaths.reduce((sum, path) => sum + gzipBytes(path), 0);
    byRoute.set(route, { raw: firstLoadUncompressedJsBytes, gzip, files: firstLoadChunkPaths.length });
  }
  return byRoute;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const builds = dirs.map(firstLoad);
const routes = [...new Set(builds.flatMap((build) => [...build.keys()]))].sort();
const cell = (entry) => (entry ? `${kb(entry.gzip)} KB (${entry.files})` : '—');

if (builds.length === 1) {
  console.log('| route | first-load JS, gzipped (files) | raw |\n|---|---|---|');
  for (const route of routes) {
    const entry = builds[0].get(route);
    console.log(`| \`${route}\` | ${cell(entry)} | ${entry ? `${kb(entry.raw)} KB` : '—'} |`);
  }
} else {
  const [before, after] = [builds[0], builds.at(-1)];
  console.log(`| route | ${dirs[0]} | ${dirs.at(-1)} | change |\n|---|---|---|---|`);
  let larger = 0;
  for (const route of routes) {
    const [b, a] = [before.get(route), after.get(route)];
    const change = a && b ? a.gzip - b.gzip : 0;
    if (change > 0) larger++;
    console.log(`| \`${route}\` | ${cell(b)} | ${cell(a)} | ${a && b ? `${change > 0 ? '+' : ''}${kb(change)} KB` : '—'} |`);
  }
  console.log(`\n${larger} of ${routes.length} routes larger.`);
}
