#!/usr/bin/env node
// The registry mirror this project installs from serves only the Linux builds of native packages, so `npm install`
// leaves the other platforms' optional packages (darwin, win32, android, …) out of package-lock.json, and `npm ci`
// then refuses the lock file as "out of sync". This adds a lock entry for each such package with the platform its
// name declares, so `npm ci` sees a complete lock and skips them on Linux exactly as it would with full entries.
// Run after any `npm install` that changes dependencies: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];
const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function installedPath(fromPath, name) {
  // Node resolution: the nearest node_modules up from the dependent that holds the package, else the hoisted one.
  let base = fromPath;
  while (base) {
    const candidate = `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
  return packages[`node_modules/${name}`] ? `node_modules/${name}` : null;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (installedPath(path, name)) continue;
    const tokens = name.split('/').pop().split('-');
    const os = tokens.find((t) => OS.includes(t));
    const cpu = tokens.find((t) => CPU.includes(t));
    if (!os && !cpu) continue; // not a platform build: leave it for npm to report
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : { os: ['!linux'] }),
    };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added.`);
