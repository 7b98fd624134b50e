// Another commit's code beside today's, in the same process: `git archive <ref> <path>` unpacked under
// `.tmp-bench-ref/<ref>/` (ignored), then imported. Relative imports resolve inside that copy; `@/…` imports and
// packages resolve to today's tree. This is how a bench compares with older code instead of keeping a frozen copy.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('..', import.meta.url).pathname;

/** The module `file` (e.g. `lib/sdk/helpers.ts`) as it is at `ref`; its folder `path` is unpacked once per ref. */
export async function importAtRef<T>(ref: string, path: string, file: string): Promise<T> {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(ROOT, '.tmp-bench-ref', sha);
  if (!existsSync(join(dir, path))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', sha, path], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  return (await import(pathToFileURL(join(dir, file)).href)) as T;
}
