import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ToolPart } from '@/lib/contract/wire';
import { DIFF_INPUT_LIMIT_BYTES, PRETTY_JSON_LIMIT_CHARS, prettyJson, toolInfo, toolViewModel, toolViewModelKind } from '@/lib/sdk/helpers';
import { assistantMessage, completed, failed, running, tool, toolPartOf } from '../fixtures/sessions/build';
import { applyPatchEdit, beforeAfterEdit, EDITED_FILE, failedEdit, patchEdit, runningEdit } from '../fixtures/sessions/edit-diffs';
import { readSession } from '../fixtures/sessions/read-formats';
import { runningBashSession } from '../fixtures/sessions/running-bash';
import { CHILD_DONE_ID, CHILD_RUNNING_ID, parentMessages } from '../fixtures/sessions/task-child';
import { todoSession, TODOS } from '../fixtures/sessions/todowrite';

function part(name: string, state: Parameters<typeof tool>[1]): ToolPart {
  return toolPartOf(assistantMessage([tool(name, state)]));
}

describe('toolViewModelKind: tools map to the spec kinds', () => {
  it.each([
    ['web_search', 'web-search'],
    ['image_search', 'web-search'],
    ['bash', 'shell'],
    ['read', 'file-read'],
    ['write', 'file-write'],
    ['edit', 'file-edit'],
    ['morph_edit', 'file-edit'],
    ['grep', 'search'],
    ['glob', 'search'],
    ['task', 'task'],
    ['todowrite', 'todo'],
    ['question', 'question'],
    ['ask', 'question'],
    ['webfetch', 'file-read'],
    ['multiedit', 'file-edit'],
    ['patch', 'file-edit'],
    ['apply_patch', 'file-edit'],
    ['websearch', 'web-search'],
    ['Bash', 'shell'],
    ['zz_frobnicate_widget', 'generic'],
  ])('%s → %s', (name, kind) => {
    expect(toolViewModelKind(name)).toBe(kind);
  });

  it('uses the same table as toolInfo: every tool with a view model has a known label, and none falls back to generic', () => {
    for (const name of ['multiedit', 'patch', 'webfetch', 'websearch', 'read', 'write', 'grep', 'todowrite']) {
      expect(toolViewModelKind(name), name).not.toBe('generic');
      expect(toolInfo(name).category, name).not.toBe('other');
    }
  });

  it('multiedit shows the diff of its edits; webfetch reads its URL', () => {
    const multi = toolViewModel(part('multiedit', completed({ filePath: 'src/a.ts', edits: [{ oldString: 'a()', newString: 'b()' }, { oldString: 'x = 1', newString: 'x = 2' }] }, 'Applied 2 edits.')));
    expect(multi.kind).toBe('file-edit');
    if (multi.kind === 'file-edit') expect([multi.path, multi.additions, multi.deletions]).toEqual(['src/a.ts', 2, 2]);
    const fetched = toolViewModel(part('webfetch', completed({ url: 'https://example.com/docs', format: 'markdown' }, '# Docs')));
    expect(fetched).toMatchObject({ kind: 'file-read', path: 'https://example.com/docs' });
  });
});

describe('file-edit', () => {
  it('diff from the unified patch in metadata: no header lines, positions kept, counts from filediff', () => {
    const vm = toolViewModel(toolPartOf(patchEdit));
    expect(vm.kind).toBe('file-edit');
    if (vm.kind !== 'file-edit') return;
    expect(vm.path).toBe(EDITED_FILE);
    expect([vm.additions, vm.deletions]).toEqual([2, 1]);
    expect(vm.diff?.some((l) => /^(Index:|===|---|\+\+\+|@@)/.test(l.text))).toBe(false);
    expect(vm.diff?.find((l) => l.type === 'removed')).toEqual({ type: 'removed', text: "export const greeting = 'Hello';", oldLine: 3 });
  });

  it('falls back to metadata.diff when filediff has no patch', () => {
    const original = toolPartOf(patchEdit);
    const state = original.state as Extract<ToolPart['state'], { status: 'completed' }>;
    const vm = toolViewModel({ ...original, state: { ...state, metadata: { diff: state.metadata.diff } } });
    expect(vm.kind === 'file-edit' && vm.diff?.filter((l) => l.type === 'added')).toHaveLength(2);
  });

  it('older runtimes: diff from filediff before/after with real line numbers', () => {
    const vm = toolViewModel(toolPartOf(beforeAfterEdit));
    if (vm.kind !== 'file-edit') throw new Error(vm.kind);
    expect(vm.diff?.filter((l) => l.type !== 'unchanged')).toEqual([
      { type: 'removed', text: 'line two', oldLine: 2 },
      { type: 'added', text: 'line 2', newLine: 2 },
      { type: 'added', text: 'line six', newLine: 6 },
    ]);
    expect([vm.additions, vm.deletions]).toEqual([2, 1]);
  });

  it('a running edit diffs oldString/newString with jsdiff (no positions)', () => {
    const vm = toolViewModel(toolPartOf(runningEdit));
    if (vm.kind !== 'file-edit') throw new Error(vm.kind);
    expect(vm.diff).toEqual([
      { type: 'removed', text: 'const retries = 1;' },
      { type: 'added', text: 'const retries = 3;' },
      { type: 'unchanged', text: 'const timeout = 10;' },
      { type: 'added', text: 'const backoff = 2;' },
    ]);
    expect([vm.additions, vm.deletions]).toEqual([2, 1]);
  });

  it('a failed edit with identical strings has no added or removed lines', () => {
    const vm = toolViewModel(toolPartOf(failedEdit));
    if (vm.kind !== 'file-edit') throw new Error(vm.kind);
    expect([vm.additions, vm.deletions]).toEqual([0, 0]);
  });

  it('apply_patch lists every file with its own diff and sums the counts', () => {
    const vm = toolViewModel(toolPartOf(applyPatchEdit));
    if (vm.kind !== 'file-edit') throw new Error(vm.kind);
    expect(vm.files?.map((f) => [f.path, f.type, f.additions, f.deletions])).toEqual([
      ['/workspace/app/README.md', 'add', 2, 0],
      ['/workspace/app/src/clock.ts', 'update', 1, 1],
    ]);
    expect([vm.additions, vm.deletions]).toEqual([3, 1]);
    expect(vm.diff?.map((l) => l.type)).toEqual(['added', 'added', 'unchanged', 'removed', 'added', 'unchanged']);
  });

  it('diff input limit: oldString + newString of exactly 256KB is diffed', () => {
    const half = DIFF_INPUT_LIMIT_BYTES / 2;
    const vm = toolViewModel(part('edit', running({ filePath: 'a', oldString: 'x'.repeat(half - 2) + '\n1', newString: 'x'.repeat(half - 2) + '\n2' })));
    expect(vm.kind === 'file-edit' && vm.diff).toBeTruthy();
  });

  it('diff input limit: past 256KB there is no diff (path still shown)', () => {
    const half = DIFF_INPUT_LIMIT_BYTES / 2;
    const vm = toolViewModel(part('edit', running({ filePath: 'a.txt', oldString: 'x'.repeat(half), newString: 'y'.repeat(half + 1) })));
    expect(vm).toEqual({ kind: 'file-edit', path: 'a.txt', additions: 0, deletions: 0 });
  });
});

describe('file-read', () => {
  const [fresh, old, directory, ranged, missing] = readSession[1].parts as ToolPart[];

  it('new tagged format: content without line numbers or footer', () => {
    expect(toolViewModel(fresh)).toEqual({
      kind: 'file-read',
      path: '/workspace/app/src/index.ts',
      preview: "import { greet } from './greeting';\n\nconsole.log(greet('world'));",
      startLine: 1,
    });
  });

  it('old numbered format', () => {
    expect(toolViewModel(old)).toEqual({ kind: 'file-read', path: '/workspace/app/NOTES.md', preview: '# Notes\n\nRemember the milk.', startLine: 1 });
  });

  it('directory listing and ranged read', () => {
    expect(toolViewModel(directory)).toMatchObject({ preview: 'src/\npackage.json' });
    expect(toolViewModel(ranged)).toMatchObject({ preview: 'const a = 1;\nconst b = 2;', startLine: 40 });
  });

  it('an error has a path and no preview', () => {
    expect(toolViewModel(missing)).toEqual({ kind: 'file-read', path: '/workspace/app/missing.ts' });
  });

  it('falls back to metadata.preview for an unknown output format', () => {
    expect(toolViewModel(part('read', completed({ filePath: 'x' }, 'raw text', { preview: 'raw' })))).toMatchObject({ preview: 'raw' });
  });
});

describe('shell', () => {
  it('completed: command, output without ANSI, exit code', () => {
    expect(toolViewModel(toolPartOf(runningBashSession[1]))).toEqual({
      kind: 'shell', command: 'npm run lint', description: 'Lint the project', stdout: 'No problems.\n', exitCode: 0,
    });
  });

  it('running: streamed metadata.output, ANSI stripped, no exit code yet', () => {
    expect(toolViewModel(toolPartOf(runningBashSession[2]))).toEqual({
      kind: 'shell', command: 'npm test -- --reporter=dot', description: 'Run all tests', stdout: '✓ 12 tests passed\nrunning e2e…\n',
    });
  });
});

describe('other kinds', () => {
  it('file-write previews the written content', () => {
    expect(toolViewModel(part('write', completed({ filePath: '/a/b.md', content: '# B' }, 'Wrote file successfully.')))).toEqual({
      kind: 'file-write', path: '/a/b.md', preview: '# B',
    });
  });

  it('search reads the pattern, path and match count', () => {
    expect(toolViewModel(part('grep', completed({ pattern: 'TODO', path: 'src' }, 'Found 2 matches', { matches: 2 })))).toEqual({
      kind: 'search', pattern: 'TODO', path: 'src', matches: 2, output: 'Found 2 matches',
    });
    expect(toolViewModel(part('glob', completed({ pattern: '*.ts' }, 'a.ts', { count: 1 })))).toMatchObject({ matches: 1 });
  });

  it('task: description, agent, child session and the task_result text', () => {
    expect(toolViewModel(toolPartOf(parentMessages[1]))).toEqual({
      kind: 'task',
      description: 'Map the router',
      agent: 'explore',
      prompt: 'Find where routes are declared.',
      sessionId: CHILD_DONE_ID,
      result: 'The router lives in app/router.ts and has two entry points.',
    });
    expect(toolViewModel(toolPartOf(parentMessages[2]))).toMatchObject({ kind: 'task', sessionId: CHILD_RUNNING_ID });
  });

  it('todo: items without ids get stable index ids', () => {
    const vm = toolViewModel(toolPartOf(todoSession[1]));
    expect(vm).toEqual({
      kind: 'todo',
      items: TODOS.map((t, i) => ({ id: `todo-${i}`, ...t })),
    });
    expect(toolViewModel(toolPartOf(todoSession[1]))).toEqual(vm);
  });

  it('question: questions with options and the answers', () => {
    const vm = toolViewModel(
      part('question', completed(
        { questions: [{ question: 'Which DB?', header: 'Storage', options: [{ label: 'Postgres', description: 'Recommended' }, { label: 'SQLite' }], multiple: false }] },
        'User has answered your questions',
        { answers: [['Postgres']] },
      )),
    );
    expect(vm).toEqual({
      kind: 'question',
      questions: [{ question: 'Which DB?', header: 'Storage', options: [{ label: 'Postgres', description: 'Recommended' }, { label: 'SQLite' }], multiple: false }],
      answers: [['Postgres']],
    });
  });

  it('web-search: results and answer from JSON, error from success:false', () => {
    const ok = toolViewModel(part('web_search', completed({ query: 'vitest' }, JSON.stringify({ success: true, answer: 'A test runner', results: [{ title: 'Vitest', url: 'https://vitest.dev', snippet: 'Next gen' }] }))));
    expect(ok).toEqual({ kind: 'web-search', query: 'vitest', answer: 'A test runner', results: [{ title: 'Vitest', url: 'https://vitest.dev', snippet: 'Next gen' }] });
    const bad = toolViewModel(part('image_search', completed({ query: 'cats' }, JSON.stringify({ success: false, error: 'quota exhausted' }))));
    expect(bad).toEqual({ kind: 'web-search', query: 'cats', error: 'quota exhausted' });
    expect(toolViewModel(part('web_search', failed({ query: 'x' }, 'timeout')))).toEqual({ kind: 'web-search', query: 'x', error: 'timeout' });
  });
});

describe('generic and the 4000-character pretty JSON limit', () => {
  const pad = (n: number) => ({ key: 'v'.repeat(n) });
  const base = prettyJson(pad(0)).length;

  it('a pretty JSON string of exactly 4000 characters is kept whole', () => {
    const vm = toolViewModel(part('zz_frobnicate_widget', completed(pad(PRETTY_JSON_LIMIT_CHARS - base), '')));
    if (vm.kind !== 'generic') throw new Error(vm.kind);
    expect(vm.label).toBe('Zz frobnicate widget');
    expect(vm.inputPretty).toHaveLength(4000);
    expect(vm.inputPretty?.endsWith('"\n}')).toBe(true);
    expect(vm.outputPretty).toBeUndefined();
  });

  it('one character more is cut to 4000 characters ending in …', () => {
    const vm = toolViewModel(part('zz_frobnicate_widget', completed(pad(PRETTY_JSON_LIMIT_CHARS - base + 1), '')));
    if (vm.kind !== 'generic') throw new Error(vm.kind);
    expect(vm.inputPretty).toHaveLength(4000);
    expect(vm.inputPretty?.endsWith('…')).toBe(true);
  });

  it('JSON output is pretty-printed; text output is kept (and cut the same way)', () => {
    const json = toolViewModel(part('mcp_lookup', completed({}, '{"a":1}')));
    expect(json).toEqual({ kind: 'generic', label: 'Mcp lookup', outputPretty: '{\n  "a": 1\n}' });
    const textual = toolViewModel(part('mcp_lookup', completed({}, 'x'.repeat(5000))));
    expect(textual.kind === 'generic' && textual.outputPretty?.length).toBe(4000);
  });
});

describe('toolViewModel properties', () => {
  it('never throws on arbitrary JSON, whatever the tool name', () => {
    const name = fc.oneof(fc.constantFrom('bash', 'read', 'write', 'edit', 'apply_patch', 'grep', 'task', 'todowrite', 'question', 'web_search'), fc.string());
    fc.assert(
      fc.property(name, fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (tool, input, metadata, output) => {
        const vm = toolViewModel({ type: 'tool', tool, state: { status: 'completed', input, metadata, output } });
        expect(typeof vm.kind).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true }), (value) => {
        expect(typeof toolViewModel(value).kind).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});

describe('toolViewModel on parts with odd property access', () => {
  const base = { id: 'prt_1', sessionID: 's', messageID: 'm', type: 'tool', callID: 'c', tool: 'bash' };
  const throwing = (target: object, key: string) =>
    Object.defineProperty(target, key, {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });

  it('reads a part whose getters throw as if those fields were missing', () => {
    expect(toolViewModel(throwing({ ...base }, 'state'))).toEqual(toolViewModel({ ...base }));
    const state = { status: 'completed', input: { command: 'ls' }, metadata: { exit: 0 } };
    expect(toolViewModel({ ...base, state: throwing({ ...state }, 'output') })).toEqual(toolViewModel({ ...base, state }));
  });

  it('treats a state that is not an object (array, string, null) as missing', () => {
    for (const state of [[], 'completed', null, 3]) expect(toolViewModel({ ...base, state })).toEqual(toolViewModel({ ...base }));
  });
});
