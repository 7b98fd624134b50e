// Issue 25 item 12: a save must not stall other requests. The scheduled save serializes in pieces with a pause point
// after every container element and runs in turns of a few ms (json-pieces.ts); these tests assert the bound on the
// work between pause points and that the event loop runs between turns. Figures: `npm run bench -- persist`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from '@/lib/embedded/persist/codec';
import { jsonPieces, runAll } from '@/lib/embedded/persist/json-pieces';
import { openPersistence } from '@/lib/embedded/persist/persister';
import { readStateFile } from '@/lib/embedded/persist/state-file';
import { emptyStore } from '@/lib/embedded/store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository-like value: `commits` commits, each with a full tree of `files` files (as the repos slice holds). */
function bigRepo(commits: number, files: number) {
  const commitMap = new Map<string, unknown>();
  for (let c = 0; c < commits; c++) {
    commitMap.set(`sha${c}`, { sha: `sha${c}`, parent: c ? `sha${c - 1}` : null, tree: new Map(Array.from({ length: files }, (_, f) => [`data/file-${f}.txt`, `content ${c} ${f} `.repeat(8)])) });
  }
  return { id: 'repo_big', default_branch: 'main', commits: commitMap, branches: new Map([['main', `sha${commits - 1}`]]) };
}

const stored = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.anything({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', '$map', '$set', '$obj', '__proto__', 'b'), tie('value'), { maxKeys: 3 }),
    fc.array(fc.tuple(fc.string(), tie('value')), { maxLength: 3 }).map((entries) => new Map(entries)),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }).map((values) => new Set(values)),
  ),
})).value;

describe('the stored form in pieces', () => {
  it('is exactly the stored form of the one-go encoder, for any value', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const out: string[] = [];
        runAll(jsonPieces(value, out));
        expect(out.join('')).toBe(fingerprint(value));
      }),
      { numRuns: 500 },
    );
  });

  it('does bounded work between pause points however large one value is: at most one file text and a few tokens', () => {
    const repo = bigRepo(200, 100);
    const out: string[] = [];
    const work = jsonPieces(repo, out);
    let last = 0;
    let largestStep = 0;
    let pauses = 0;
    for (let step = work.next(); !step.done; step = work.next()) {
      let chars = 0;
      for (let i = last; i < out.length; i++) chars += out[i].length;
      largestStep = Math.max(largestStep, chars);
      last = out.length;
      pauses += 1;
    }
    expect(pauses).toBeGreaterThan(200 * 100);
    const largestText = JSON.stringify('content 199 99 '.repeat(8)).length;
    expect(largestStep).toBeLessThanOrEqual(largestText + 64);
    expect(out.join('')).toBe(fingerprint(repo));
  });
});

describe('a scheduled save', () => {
  it('runs in several turns with other work in between, and writes what one-go saving would', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-sliced-'));
    dirs.push(dir);
    const { store, persister } = openPersistence(emptyStore(), emptyStore, dir, { log: () => undefined });
    store.repos.set('proj_big', bigRepo(300, 150) as never);
    persister.schedule();
    let ticks = 0;
    let done = false;
    const idle = persister.idle().then(() => {
      done = true;
    });
    // Other requests stand for a chain of immediates: each runs between two turns of the save.
    const other = async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        ticks += 1;
      }
    };
    await Promise.all([idle, other()]);
    expect(persister.lastSave.turns).toBeGreaterThan(1);
    expect(ticks).toBeGreaterThan(persister.lastSave.turns);
    const read = readStateFile(dir);
    expect(read.kind).toBe('ok');
    const saved = (read as unknown as { state: { slices: { repos: { set: [string, unknown][] } } } }).state.slices.repos.set;
    expect(saved.map(([k]) => k)).toEqual(['proj_big']);
    expect(JSON.stringify(saved[0][1])).toBe(fingerprint(store.repos.get('proj_big')));
  }, 60_000);
});
