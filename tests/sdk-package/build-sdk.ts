// Builds `@platform/sdk` into a temporary directory (never the working dist/sdk), packs it with `npm pack`, and
// installs the tarball into a temporary consumer project. Offline: the packed SDK's dependencies and peers are
// linked from this repository's node_modules instead of fetched.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
const LINKED = ['zod', 'react', '@tanstack/react-query', '@types/react', '@types/node'];

export function run(cmd: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function mustRun(cmd: string, args: string[], cwd: string): string {
  const r = run(cmd, args, cwd);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

export interface BuiltSdk {
  /** The build output (what `npm run sdk:build` writes to dist/sdk). */
  dist: string;
  /** A consumer project with the packed SDK installed under node_modules/@platform/sdk. */
  consumer: string;
  cleanup(): void;
}

export function buildAndInstall(): BuiltSdk {
  const work = mkdtempSync(path.join(tmpdir(), 'sdk-package-'));
  const dist = path.join(work, 'dist');
  mustRun(path.join(REPO, 'node_modules/.bin/tsx'), ['scripts/sdk/build.ts', '--out-dir', dist], REPO);

  const packs = path.join(work, 'packs');
  mkdirSync(packs);
  mustRun('npm', ['pack', dist, '--pack-destination', packs, '--silent'], work);
  const [tarball] = readdirSync(packs).filter((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  const consumer = path.join(work, 'consumer');
  const installed = path.join(consumer, 'node_modules/@platform/sdk');
  mkdirSync(installed, { recursive: true });
  mustRun('tar', ['-xzf', path.join(packs, tarball), '-C', installed, '--strip-components=1'], work);
  for (const name of LINKED) {
    const target = path.join(consumer, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(REPO, 'node_modules', name), target, 'dir');
  }
  return { dist, consumer, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}
