import type { ToolPart } from '@/lib/contract/wire';
import { stripAnsi } from './ansi';
import { diffTexts, parseUnifiedPatch, type DiffLine, type DiffResult } from './diff';
import { OUTPUT_PARSE_LIMIT_BYTES, PRETTY_JSON_LIMIT_CHARS } from './limits';
import { parseReadOutput } from './read-output';
import { getChildSessionId } from './sessions';
import { toolInfo, toolViewModelKind, type ToolViewModelKind } from './tools';
import { arr, fitsInBytes, isRecord, nonEmpty, num, prop, safeStringify, str, truncate, tryParseJson } from './util';

export interface WebSearchResult {
  title?: string;
  url?: string;
  snippet?: string;
}

export interface FileEditEntry {
  path: string;
  /** `add`, `update`, `delete`, `move` as the patch tool reports it. */
  type?: string;
  diff?: DiffLine[];
  additions: number;
  deletions: number;
}

export interface TodoItem {
  /** The wire id, or `todo-<index>` when the runtime sent none. */
  id: string;
  content: string;
  status: string;
  priority?: string;
}

export interface QuestionItem {
  question: string;
  header?: string;
  options: Array<{ label: string; description?: string }>;
  multiple: boolean;
}

export type ToolViewModel =
  | { kind: 'web-search'; query: string; results?: WebSearchResult[]; answer?: string; error?: string }
  | { kind: 'shell'; command: string; description?: string; stdout?: string; exitCode?: number }
  | { kind: 'file-read'; path: string; preview?: string; startLine?: number }
  | { kind: 'file-write'; path: string; preview?: string }
  | {
      kind: 'file-edit';
      path: string;
      diff?: DiffLine[];
      additions: number;
      deletions: number;
      /** Per-file changes of a multi-file patch (`apply_patch`). */
      files?: FileEditEntry[];
    }
  | { kind: 'search'; pattern: string; path?: string; matches?: number; output?: string }
  | { kind: 'task'; description: string; agent?: string; prompt?: string; sessionId?: string; result?: string }
  | { kind: 'todo'; items: TodoItem[] }
  | { kind: 'question'; questions: QuestionItem[]; answers?: string[][] }
  | { kind: 'generic'; label: string; inputPretty?: string; outputPretty?: string };

export type { ToolViewModelKind };

export { toolViewModelKind };

/** Pretty JSON of a value, cut to at most 4000 characters ("…" last when cut). */
export function prettyJson(value: unknown): string {
  return truncate(safeStringify(value, 2), PRETTY_JSON_LIMIT_CHARS);
}

/**
 * Own enumerable getters, one set shared by every model of a class (shared getters keep V8's object shapes shared):
 * the field reads like a plain one, and spread, `toEqual` and JSON see it.
 */
function lazyFields<M>(fields: Record<string, (model: M) => unknown>): Array<[string, PropertyDescriptor]> {
  return Object.entries(fields).map(([key, read]) => [
    key,
    {
      get(this: M) {
        return read(this);
      },
      enumerable: true,
      configurable: true,
    },
  ]);
}

// One `defineProperty` per field costs about half of one `defineProperties` for all of them.
function defineLazy(model: object, fields: Array<[string, PropertyDescriptor]>): void {
  for (let i = 0; i < fields.length; i++) Object.defineProperty(model, fields[i][0], fields[i][1]);
}

interface Ctx {
  name: string;
  status: unknown;
  input: Record<string, unknown>;
  metadata: unknown;
  output?: string;
  error?: string;
}

function contextGuarded(part: unknown): Ctx {
  const state = prop(part, 'state');
  const input = prop(state, 'input');
  const output = prop(state, 'output');
  return {
    name: str(prop(part, 'tool')) ?? '',
    status: prop(state, 'status'),
    input: isRecord(input) ? input : {},
    metadata: prop(state, 'metadata'),
    output: typeof output === 'string' ? output : undefined,
    error: str(prop(state, 'error')),
  };
}

// Plain property reads at each site (the shared `prop` helper's single read site sees every shape in a session and
// is slow for it); a value whose getters throw is read again the guarded way.
function context(part: unknown): Ctx {
  if (!isRecord(part)) return contextGuarded(part);
  try {
    const state = part.state;
    if (!isRecord(state)) return { name: str(part.tool) ?? '', status: undefined, input: {}, metadata: undefined, output: undefined, error: undefined };
    const input = state.input;
    const output = state.output;
    return {
      name: str(part.tool) ?? '',
      status: state.status,
      input: isRecord(input) ? input : {},
      metadata: state.metadata,
      output: typeof output === 'string' ? output : undefined,
      error: str(state.error),
    };
  } catch {
    return contextGuarded(part);
  }
}

function parsedOutput(output: string | undefined): unknown {
  if (output === undefined || output.trim() === '' || !fitsInBytes(output, OUTPUT_PARSE_LIMIT_BYTES)) return undefined;
  const parsed = tryParseJson(output);
  return parsed.ok ? parsed.value : undefined;
}

function filePath(ctx: Ctx): string {
  // `url`: webfetch reads a page as read reads a file.
  return nonEmpty(ctx.input.filePath) ?? nonEmpty(ctx.input.path) ?? nonEmpty(prop(ctx.metadata, 'filepath')) ?? nonEmpty(ctx.input.url) ?? '';
}

/** multiedit's `edits: [{ oldString, newString }]`, as one old and one new text. */
function multiEditTexts(edits: unknown): { before: string; after: string } | undefined {
  const list = arr(edits).filter(isRecord);
  if (list.length === 0) return undefined;
  return {
    before: list.map((e) => str(e.oldString) ?? '').join('\n'),
    after: list.map((e) => str(e.newString) ?? '').join('\n'),
  };
}

function webSearchDetails(ctx: Ctx): { results?: WebSearchResult[]; answer?: string; error?: string } {
  const out: { results?: WebSearchResult[]; answer?: string; error?: string } = {};
  const parsed = parsedOutput(ctx.output);
  const list = Array.isArray(parsed) ? parsed : prop(parsed, 'results');
  if (Array.isArray(list)) {
    out.results = list.filter(isRecord).map((item) => {
      const result: WebSearchResult = {};
      const title = str(prop(item, 'title'));
      const url = str(prop(item, 'url')) ?? str(prop(item, 'link'));
      const snippet = str(prop(item, 'snippet')) ?? str(prop(item, 'content')) ?? str(prop(item, 'description'));
      if (title !== undefined) result.title = title;
      if (url !== undefined) result.url = url;
      if (snippet !== undefined) result.snippet = snippet;
      return result;
    });
  }
  const answer = str(prop(parsed, 'answer'));
  if (answer !== undefined) out.answer = answer;
  if (prop(parsed, 'success') === false) {
    out.error = nonEmpty(prop(parsed, 'error')) ?? nonEmpty(prop(prop(parsed, 'error'), 'message')) ?? nonEmpty(prop(parsed, 'message')) ?? 'Search failed';
  } else if (ctx.status === 'error') {
    out.error = ctx.error ?? 'Search failed';
  }
  return out;
}

// The output is parsed when a field that needs it is first read.
class WebSearchModel {
  readonly kind = 'web-search';
  readonly query: string;
  declare readonly results?: WebSearchResult[];
  declare readonly answer?: string;
  declare readonly error?: string;
  #ctx: Ctx;
  #details?: ReturnType<typeof webSearchDetails>;

  static #lazy = lazyFields<WebSearchModel>({
    results: (model) => model.#read().results,
    answer: (model) => model.#read().answer,
    error: (model) => model.#read().error,
  });

  constructor(ctx: Ctx) {
    this.query = str(ctx.input.query) ?? '';
    this.#ctx = ctx;
    defineLazy(this, WebSearchModel.#lazy);
  }

  #read() {
    return (this.#details ??= webSearchDetails(this.#ctx));
  }
}

function shell(ctx: Ctx): ToolViewModel {
  const vm: Extract<ToolViewModel, { kind: 'shell' }> = { kind: 'shell', command: str(ctx.input.command) ?? '' };
  const description = nonEmpty(ctx.input.description);
  if (description !== undefined) vm.description = description;
  const stdout = ctx.output ?? str(prop(ctx.metadata, 'output'));
  if (stdout !== undefined) vm.stdout = stripAnsi(stdout);
  const exit = num(prop(ctx.metadata, 'exit'));
  if (exit !== undefined) vm.exitCode = exit;
  return vm;
}

function fileReadDetails(ctx: Ctx): { path: string; preview?: string; startLine?: number } {
  const out: { path: string; preview?: string; startLine?: number } = { path: filePath(ctx) };
  const parsed = parseReadOutput(ctx.output);
  if (parsed) {
    out.preview = parsed.content;
    if (parsed.startLine !== undefined) out.startLine = parsed.startLine;
    if (!out.path && parsed.path) out.path = parsed.path;
    return out;
  }
  const preview = str(prop(ctx.metadata, 'preview')) ?? (ctx.input.url !== undefined && ctx.output ? truncate(ctx.output, PRETTY_JSON_LIMIT_CHARS) : undefined);
  if (preview !== undefined) out.preview = preview;
  return out;
}

// The output is read (line numbers stripped) when the preview is first read; the path is read from it at once only
// when the input names none.
class FileReadModel {
  readonly kind = 'file-read';
  readonly path: string;
  declare readonly preview?: string;
  declare readonly startLine?: number;
  #ctx: Ctx;
  #details?: ReturnType<typeof fileReadDetails>;

  static #lazy = lazyFields<FileReadModel>({
    preview: (model) => model.#read().preview,
    startLine: (model) => model.#read().startLine,
  });

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    this.path = filePath(ctx) || this.#read().path;
    defineLazy(this, FileReadModel.#lazy);
  }

  #read() {
    return (this.#details ??= fileReadDetails(this.#ctx));
  }
}

function fileWrite(ctx: Ctx): ToolViewModel {
  const vm: Extract<ToolViewModel, { kind: 'file-write' }> = { kind: 'file-write', path: filePath(ctx) };
  const content = str(ctx.input.content);
  if (content !== undefined) vm.preview = content;
  return vm;
}

function countsFrom(record: unknown, fallback: DiffResult | undefined): { additions: number; deletions: number } {
  return {
    additions: num(prop(record, 'additions')) ?? fallback?.additions ?? 0,
    deletions: num(prop(record, 'deletions')) ?? fallback?.deletions ?? 0,
  };
}

/** Diff of an edit: the unified patch in metadata, else before/after, else the input strings. */
function editDiff(ctx: Ctx): DiffResult | undefined {
  const filediff = prop(ctx.metadata, 'filediff');
  return (
    parseUnifiedPatch(prop(filediff, 'patch')) ??
    parseUnifiedPatch(prop(ctx.metadata, 'diff')) ??
    (typeof prop(filediff, 'before') === 'string' || typeof prop(filediff, 'after') === 'string'
      ? diffTexts(prop(filediff, 'before'), prop(filediff, 'after'), { context: 3 })
      : undefined) ??
    (typeof ctx.input.oldString === 'string' || typeof ctx.input.newString === 'string'
      ? diffTexts(ctx.input.oldString, ctx.input.newString)
      : undefined) ??
    ((multi) => (multi ? diffTexts(multi.before, multi.after) : undefined))(multiEditTexts(ctx.input.edits))
  );
}

// The diff is built when first read, unless the counts need it (metadata without them).
class FileEditModel {
  readonly kind = 'file-edit';
  declare readonly diff?: DiffLine[];
  #ctx: Ctx;
  #diff?: { lines?: DiffLine[] };

  static #lazy = lazyFields<FileEditModel>({
    diff: (model) => (model.#diff ??= { lines: editDiff(model.#ctx)?.lines }).lines,
  });

  constructor(
    ctx: Ctx,
    readonly path: string,
    readonly additions: number,
    readonly deletions: number,
  ) {
    this.#ctx = ctx;
    defineLazy(this, FileEditModel.#lazy);
  }
}

function fileEdit(ctx: Ctx): ToolViewModel {
  const filediff = prop(ctx.metadata, 'filediff');
  const path = filePath(ctx) || (str(prop(filediff, 'file')) ?? '');
  const additions = num(prop(filediff, 'additions'));
  const deletions = num(prop(filediff, 'deletions'));
  if (additions !== undefined && deletions !== undefined) return new FileEditModel(ctx, path, additions, deletions);
  const diff = editDiff(ctx);
  const counts = countsFrom(filediff, diff);
  const vm: Extract<ToolViewModel, { kind: 'file-edit' }> = { kind: 'file-edit', path, ...counts };
  if (diff) vm.diff = diff.lines;
  return vm;
}

const PATCH_FILE_HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$/gm;

function applyPatch(ctx: Ctx): ToolViewModel {
  const files: FileEditEntry[] = [];
  for (const entry of arr(prop(ctx.metadata, 'files'))) {
    if (!isRecord(entry)) continue;
    const diff = parseUnifiedPatch(prop(entry, 'patch'));
    const file: FileEditEntry = {
      path: nonEmpty(prop(entry, 'filePath')) ?? nonEmpty(prop(entry, 'relativePath')) ?? '',
      ...countsFrom(entry, diff),
    };
    const type = str(prop(entry, 'type'));
    if (type !== undefined) file.type = type;
    if (diff) file.diff = diff.lines;
    files.push(file);
  }
  if (files.length === 0) {
    for (const match of (str(ctx.input.patchText) ?? '').matchAll(PATCH_FILE_HEADER)) {
      files.push({ path: match[2].trim(), type: match[1].toLowerCase(), additions: 0, deletions: 0 });
    }
  }
  const whole = files.some((f) => f.diff) ? undefined : parseUnifiedPatch(prop(ctx.metadata, 'diff'));
  const lines = whole?.lines ?? files.flatMap((f) => f.diff ?? []);
  const vm: Extract<ToolViewModel, { kind: 'file-edit' }> = {
    kind: 'file-edit',
    path: files[0]?.path ?? '',
    additions: whole?.additions ?? files.reduce((sum, f) => sum + f.additions, 0),
    deletions: whole?.deletions ?? files.reduce((sum, f) => sum + f.deletions, 0),
  };
  if (lines.length > 0) vm.diff = lines;
  if (files.length > 0) vm.files = files;
  return vm;
}

function search(ctx: Ctx): ToolViewModel {
  const vm: Extract<ToolViewModel, { kind: 'search' }> = { kind: 'search', pattern: str(ctx.input.pattern) ?? '' };
  const path = nonEmpty(ctx.input.path);
  if (path !== undefined) vm.path = path;
  const matches = num(prop(ctx.metadata, 'matches')) ?? num(prop(ctx.metadata, 'count'));
  if (matches !== undefined) vm.matches = matches;
  if (ctx.output !== undefined) vm.output = ctx.output;
  return vm;
}

const TASK_RESULT = /<task_result>\n?([\s\S]*?)\n?<\/task_result>/;

function task(ctx: Ctx, part: unknown): ToolViewModel {
  const vm: Extract<ToolViewModel, { kind: 'task' }> = { kind: 'task', description: str(ctx.input.description) ?? '' };
  const agent = nonEmpty(ctx.input.subagent_type) ?? nonEmpty(ctx.input.agent);
  if (agent !== undefined) vm.agent = agent;
  const prompt = str(ctx.input.prompt);
  if (prompt !== undefined) vm.prompt = prompt;
  const sessionId = getChildSessionId(part);
  if (sessionId !== undefined) vm.sessionId = sessionId;
  if (ctx.output !== undefined) vm.result = TASK_RESULT.exec(ctx.output)?.[1] ?? ctx.output;
  return vm;
}

function todo(ctx: Ctx): ToolViewModel {
  const source = Array.isArray(ctx.input.todos) ? ctx.input.todos : arr(prop(ctx.metadata, 'todos'));
  const items: TodoItem[] = [];
  source.forEach((raw, index) => {
    if (!isRecord(raw)) return;
    const item: TodoItem = {
      id: nonEmpty(prop(raw, 'id')) ?? `todo-${index}`,
      content: str(prop(raw, 'content')) ?? '',
      status: str(prop(raw, 'status')) ?? 'pending',
    };
    const priority = str(prop(raw, 'priority'));
    if (priority !== undefined) item.priority = priority;
    items.push(item);
  });
  return { kind: 'todo', items };
}

function question(ctx: Ctx): ToolViewModel {
  const questions: QuestionItem[] = arr(ctx.input.questions)
    .filter(isRecord)
    .map((q) => {
      const item: QuestionItem = {
        question: str(prop(q, 'question')) ?? '',
        options: arr(prop(q, 'options'))
          .filter(isRecord)
          .map((o) => {
            const description = str(prop(o, 'description'));
            const option: { label: string; description?: string } = { label: str(prop(o, 'label')) ?? '' };
            if (description !== undefined) option.description = description;
            return option;
          }),
        multiple: prop(q, 'multiple') === true,
      };
      const header = str(prop(q, 'header'));
      if (header !== undefined) item.header = header;
      return item;
    });
  const vm: Extract<ToolViewModel, { kind: 'question' }> = { kind: 'question', questions };
  const answers = prop(ctx.metadata, 'answers');
  if (Array.isArray(answers)) {
    vm.answers = answers.map((a) => (Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : typeof a === 'string' ? [a] : []));
  }
  return vm;
}

// The pretty JSON is built when first read (the generic body is closed by default).
class GenericModel {
  readonly kind = 'generic';
  readonly label: string;
  declare readonly inputPretty?: string;
  declare readonly outputPretty?: string;
  #ctx: Ctx;
  #input?: { text?: string };
  #output?: { text?: string };

  static #lazy = lazyFields<GenericModel>({
    inputPretty: (model) => (model.#input ??= { text: genericInput(model.#ctx.input) }).text,
    outputPretty: (model) => (model.#output ??= { text: genericOutput(model.#ctx.output) }).text,
  });

  constructor(ctx: Ctx) {
    this.label = toolInfo(ctx.name).label;
    this.#ctx = ctx;
    defineLazy(this, GenericModel.#lazy);
  }
}

function genericInput(input: Record<string, unknown>): string | undefined {
  return Object.keys(input).length > 0 ? prettyJson(input) : undefined;
}

function genericOutput(output: string | undefined): string | undefined {
  if (output === undefined || output === '') return undefined;
  const parsed = parsedOutput(output);
  return parsed !== undefined ? prettyJson(parsed) : truncate(output, PRETTY_JSON_LIMIT_CHARS);
}

/**
 * The view model of a wire tool part, keyed by `kind` (see the spec's list). Total: a malformed
 * part gives the model of its tool name with empty fields, or `generic`.
 *
 * Fields that cost a parse (a web search's results, a read's preview, an edit's diff lines when the metadata carries
 * the counts, a generic tool's pretty JSON) are own getters, computed on first read and remembered: a timeline builds a model
 * for every tool part it shows but opens few bodies. Such a field reads `undefined` when the part has nothing for it;
 * spread the model for a plain object. Wire parts are never mutated, so reading late gives what reading at once would
 * have, in any order.
 */
export function toolViewModel(part: ToolPart | unknown): ToolViewModel {
  const ctx = context(part);
  switch (toolViewModelKind(ctx.name)) {
    case 'web-search':
      return new WebSearchModel(ctx);
    case 'shell':
      return shell(ctx);
    case 'file-read':
      return new FileReadModel(ctx);
    case 'file-write':
      return fileWrite(ctx);
    case 'file-edit':
      return ctx.name === 'apply_patch' || ctx.name === 'patch' ? applyPatch(ctx) : fileEdit(ctx);
    case 'search':
      return search(ctx);
    case 'task':
      return task(ctx, part);
    case 'todo':
      return todo(ctx);
    case 'question':
      return question(ctx);
    default:
      return new GenericModel(ctx);
  }
}
