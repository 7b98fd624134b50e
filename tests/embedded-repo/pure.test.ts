import { applyPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffFile } from '@/lib/embedded/repo/diff';
import { blobSha, commitSha } from '@/lib/embedded/repo/objects';
import { canonicalDir, canonicalPath } from '@/lib/embedded/repo/paths';
import { applyChanges, changedPaths, listTree } from '@/lib/embedded/repo/repository';

const segment = fc.constantFrom('a', 'b', 'agents', '..', '.', '', 'x y', 'README.md', '\\', 'é');

describe('repository paths', () => {
  it('canonicalises relative paths and rejects anything that leaves the tree', () => {
    expect(canonicalPath('./agents/main.md')).toBe('agents/main.md');
    expect(canonicalPath('/README.md')).toBe('README.md');
    for (const bad of ['', '..', 'a/../b', 'a//b', 'a/', 'a\\b', 'a/./b', '\0', 42, null]) expect(canonicalPath(bad)).toBeNull();
    expect(canonicalDir(undefined)).toBe('');
    expect(canonicalDir('agents/')).toBe('agents');
  });

  it('never throws, and what it accepts is canonical and stays inside the tree', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(segment, { maxLength: 6 }).map((s) => s.join('/')), fc.anything()), (input) => {
        const out = canonicalPath(input);
        if (out === null) return;
        expect(out.split('/').every((s) => s !== '' && s !== '.' && s !== '..')).toBe(true);
        expect(out.startsWith('/')).toBe(false);
        expect(canonicalPath(out)).toBe(out);
      }),
    );
  });
});

describe('diffs and objects', () => {
  it('diffFile produces a patch that turns the old text into the new one, with matching counts', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', 'port: 1', '', '  nested: x'), { maxLength: 30 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const d = diffFile('f.txt', before, after);
        expect(applyPatch(before, d.patch)).toBe(after);
        const body = d.patch.split('\n').filter((l) => !l.startsWith('---') && !l.startsWith('+++'));
        expect(d.additions).toBe(body.filter((l) => l.startsWith('+')).length);
        expect(d.deletions).toBe(body.filter((l) => l.startsWith('-')).length);
        if (before === after) expect(d.additions + d.deletions).toBe(0);
      }),
    );
    expect(diffFile('n.md', undefined, 'x\n')).toMatchObject({ status: 'added', additions: 1, deletions: 0 });
    expect(diffFile('n.md', 'x\n', undefined)).toMatchObject({ status: 'deleted', additions: 0, deletions: 1 });
  });

  it('gives the blob sha git gives, and a commit sha that depends on every part of the commit', () => {
    expect(blobSha('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    const base = { tree: new Map([['a', '1']]), parent: null, author: 'A <a@x>', created_at: '2026-01-01T00:00:00.000Z', message: 'm' };
    const sha = commitSha(base);
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(commitSha({ ...base })).toBe(sha);
    for (const change of [{ tree: new Map([['a', '2']]) }, { parent: sha }, { author: 'B <b@x>' }, { created_at: '2026-01-02T00:00:00.000Z' }, { message: 'n' }]) {
      expect(commitSha({ ...base, ...change })).not.toBe(sha);
    }
  });

  it('applies changes and reports changed paths; lists folders implied by file paths', () => {
    const tree = new Map([
      ['a.md', '1'],
      ['d/e/f.md', '2'],
    ]);
    const next = applyChanges(tree, [
      { path: 'a.md', content: null },
      { path: 'd/g.md', content: '3' },
      { path: 'd/e/f.md', content: '2' },
    ]);
    expect(changedPaths(tree, next)).toEqual(['a.md', 'd/g.md']);
    expect(listTree(next, '').map((e) => `${e.type}:${e.path}`)).toEqual(['dir:d', 'dir:d/e', 'file:d/e/f.md', 'file:d/g.md']);
    expect(listTree(next, 'd/e').map((e) => e.path)).toEqual(['d/e/f.md']);
  });
});
