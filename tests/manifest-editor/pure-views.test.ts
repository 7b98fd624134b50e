import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortSha } from '@/lib/format/sha';
import { personName } from '@/lib/manifest/editor/author';
import { CONFLICT_CODE, conflictMarkers } from '@/lib/manifest/editor/conflicts';
import { buildFileTree, type FileTreeNode } from '@/lib/manifest/editor/file-tree';
import { splitRows } from '@/lib/manifest/editor/split-diff';
import type { DiffLine } from '@/lib/sdk';

describe('splitRows', () => {
  it('pairs each removed run with the added run after it; unchanged lines sit on both sides', () => {
    const lines: DiffLine[] = [
      { type: 'unchanged', text: 'a', oldLine: 1, newLine: 1 },
      { type: 'removed', text: 'b', oldLine: 2 },
      { type: 'removed', text: 'c', oldLine: 3 },
      { type: 'added', text: 'B', newLine: 2 },
      { type: 'unchanged', text: 'd', oldLine: 4, newLine: 3 },
      { type: 'added', text: 'e', newLine: 4 },
    ];
    expect(splitRows(lines).map((r) => [r.left?.text ?? null, r.right?.text ?? null])).toEqual([
      ['a', 'a'],
      ['b', 'B'],
      ['c', null],
      ['d', 'd'],
      [null, 'e'],
    ]);
  });

  it('never throws, and keeps every old line on the left and every new line on the right, in order', () => {
    const line = fc.record({ type: fc.constantFrom('added', 'removed', 'unchanged'), text: fc.string({ maxLength: 4 }) }) as fc.Arbitrary<DiffLine>;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const rows = splitRows(lines);
        expect(rows.flatMap((r) => (r.left ? [r.left.text] : []))).toEqual(lines.filter((l) => l.type !== 'added').map((l) => l.text));
        expect(rows.flatMap((r) => (r.right ? [r.right.text] : []))).toEqual(lines.filter((l) => l.type !== 'removed').map((l) => l.text));
      }),
    );
    fc.assert(fc.property(fc.anything(), (value) => void splitRows(value as DiffLine[])));
  });
});

describe('buildFileTree', () => {
  it('nests files into folders (folders first), including folders only implied by a path', () => {
    const tree = buildFileTree([
      { path: 'README.md', type: 'file', size: 1 },
      { path: 'platform.yaml', type: 'file', size: 1 },
      { path: 'agents', type: 'dir' },
      { path: 'agents/checkout.md', type: 'file', size: 1 },
      { path: 'docs/guides/setup.md', type: 'file', size: 1 },
    ]);
    const show = (nodes: FileTreeNode[]): unknown[] => nodes.map((n) => (n.type === 'dir' ? { [n.name]: show(n.children) } : n.name));
    expect(show(tree)).toEqual([{ agents: ['checkout.md'] }, { docs: [{ guides: ['setup.md'] }] }, 'platform.yaml', 'README.md']);
    expect(tree[1].children[0].children[0].path).toBe('docs/guides/setup.md');
  });

  it('never throws and lists every file exactly once', () => {
    const path = fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(fc.array(fc.record({ path, type: fc.constantFrom('file' as const, 'dir' as const) }), { maxLength: 20 }), (entries) => {
        const files: string[] = [];
        const walk = (nodes: FileTreeNode[]) => nodes.forEach((n) => (n.type === 'file' ? files.push(n.path) : walk(n.children)));
        walk(buildFileTree(entries));
        expect(new Set(files).size).toBe(files.length);
      }),
    );
    fc.assert(fc.property(fc.anything(), (value) => void buildFileTree(value as never)));
  });
});

describe('personName', () => {
  it('shows a member by name, a git author by its name part, anything else as given', () => {
    const names = new Map([['demo@example.com', 'Dana Demo']]);
    expect(personName('demo@example.com', names)).toBe('Dana Demo');
    expect(personName('Demo@Example.com', names)).toBe('Dana Demo');
    expect(personName('Someone Else <demo@example.com>', names)).toBe('Dana Demo');
    expect(personName('Mo Member <member@example.com>', names)).toBe('Mo Member');
    expect(personName('ci-bot', names)).toBe('ci-bot');
    expect(personName('', names)).toBe('Unknown');
    fc.assert(fc.property(fc.anything(), (value) => typeof personName(value) === 'string'));
  });
});

describe('conflictMarkers', () => {
  it('adds one error per conflict region before the manifest problems, and nothing once resolved', () => {
    const text = 'a: 1\n<<<<<<< cr/1\nb: 2\n=======\nb: 3\n>>>>>>> main\n';
    const parse = { line: 2, column: 1, endLine: 2, endColumn: 5, message: 'Bad YAML', severity: 'error' as const };
    const markers = conflictMarkers(text, [parse]);
    expect(markers.map((m) => [m.line, m.code ?? null])).toEqual([
      [2, CONFLICT_CODE],
      [2, null],
    ]);
    expect(markers[0]).toMatchObject({ endLine: 6, severity: 'error' });
    expect(conflictMarkers('a: 1\n', [parse])).toEqual([parse]);
  });
});

describe('shortSha', () => {
  it('shortens shas to 7 digits and never throws', () => {
    expect(shortSha('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortSha('main')).toBe('main');
    fc.assert(fc.property(fc.anything(), (value) => shortSha(value).length <= 12));
  });
});
