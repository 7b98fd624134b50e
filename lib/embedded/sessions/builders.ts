// Small builders for sessions in the wire format (lib/contract/wire.ts). Ids sort in creation order, as the runtime's do;
// every timestamp comes from the builder's clock, so a session built from the same start time is the same session.
import 'server-only';
import { createTwoFilesPatch } from 'diff';
import type {
  AssistantMessageInfo,
  FilePart,
  MessageWithParts,
  ModelRef,
  Part,
  StepFinishPart,
  Tokens,
  ToolPart,
  ToolState,
  UserMessageInfo,
  WireError,
} from '@/lib/contract/wire';
import { estimateCost, findModelRates } from '@/lib/sdk/cost';

type PartInit<P> = P extends unknown ? Omit<P, 'id' | 'sessionID' | 'messageID'> : never;
export type AnyPartInit = PartInit<Part>;

export const MODELS = {
  sonnet: { providerID: 'anthropic', modelID: 'claude-sonnet-4-5' },
  haiku: { providerID: 'anthropic', modelID: 'claude-haiku-4-5' },
  gpt5: { providerID: 'openai', modelID: 'gpt-5' },
  gpt5mini: { providerID: 'openai', modelID: 'gpt-5-mini' },
  gemini: { providerID: 'google', modelID: 'gemini-2.5-pro' },
} satisfies Record<string, ModelRef>;

export interface BuilderDefaults {
  agent?: string;
  model?: ModelRef;
  cwd?: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** ANSI colour helpers for shell output. */
export const ansi = {
  red: (s: string) => `\u001b[31m${s}\u001b[39m`,
  green: (s: string) => `\u001b[32m${s}\u001b[39m`,
  yellow: (s: string) => `\u001b[33m${s}\u001b[39m`,
  dim: (s: string) => `\u001b[2m${s}\u001b[22m`,
  bold: (s: string) => `\u001b[1m${s}\u001b[22m`,
};

/** A unified patch made by jsdiff, with its +/- counts. */
export function unifiedPatch(path: string, before: string, after: string): { patch: string; additions: number; deletions: number } {
  const patch = createTwoFilesPatch(path, path, before, after, undefined, undefined, { context: 3 });
  let additions = 0;
  let deletions = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) additions++;
    else if (line.startsWith('-') && !line.startsWith('---')) deletions++;
  }
  return { patch, additions, deletions };
}

/** `read` output in the newer tagged format. */
export function readOutputNew(path: string, content: string, offset = 1): string {
  const lines = content.split('\n');
  const body = lines.map((line, i) => `${i + offset}: ${line}`).join('\n');
  return `<path>${path}</path>\n<type>file</type>\n<content>\n${body}\n\n(End of file - total ${lines.length + offset - 1} lines)\n</content>`;
}

/** `read` output in the older `<file>` format with five-digit line numbers. */
export function readOutputOld(content: string, offset = 1): string {
  const lines = content.split('\n');
  const body = lines.map((line, i) => `${pad(i + offset, 5)}| ${line}`).join('\n');
  return `<file>\n${body}\n\n(End of file - total ${lines.length + offset - 1} lines)\n</file>`;
}

export interface IdPosition {
  messages: number;
  parts: number;
  calls: number;
}

export class SessionBuilder {
  readonly messages: MessageWithParts[] = [];
  /** The builder's clock (epoch ms). */
  t: number;
  private readonly tag: string;
  private msgSeq = 0;
  private partSeq = 0;
  private callSeq = 0;
  private lastUserId: string | undefined;

  constructor(
    readonly sessionID: string,
    start: number,
    readonly defaults: Required<BuilderDefaults> = { agent: 'build', model: MODELS.sonnet, cwd: '/workspace/storefront' },
  ) {
    this.t = start;
    this.tag = sessionID.replace(/^ses_/, '');
  }

  advance(ms: number): number {
    this.t += Math.max(0, Math.round(ms));
    return this.t;
  }

  /** How many message, part and call ids were handed out so far. */
  position(): IdPosition {
    return { messages: this.msgSeq, parts: this.partSeq, calls: this.callSeq };
  }

  /** Continues the id sequences from `position` (a generated session built from the middle). */
  seek(position: IdPosition): void {
    this.msgSeq = position.messages;
    this.partSeq = position.parts;
    this.callSeq = position.calls;
  }

  messageId(): string {
    return `msg_${this.tag}_${pad(++this.msgSeq, 5)}`;
  }

  partId(): string {
    return `prt_${this.tag}_${pad(++this.partSeq, 6)}`;
  }

  callId(): string {
    return `call_${this.tag}_${pad(++this.callSeq, 5)}`;
  }

  /** A user prompt after `gapMs` of think time; extra parts (files, a synthetic text) follow the text. */
  user(text: string, options: { gapMs?: number; agent?: string; model?: ModelRef; extra?: AnyPartInit[] } = {}): MessageWithParts {
    this.advance(options.gapMs ?? 25_000);
    const id = this.messageId();
    const info: UserMessageInfo = {
      id,
      sessionID: this.sessionID,
      role: 'user',
      time: { created: this.t },
      agent: options.agent ?? this.defaults.agent,
      model: options.model ?? this.defaults.model,
    };
    const parts = [{ type: 'text', text } as AnyPartInit, ...(options.extra ?? [])].map((p) => this.stamp(id, p));
    const message = { info, parts };
    this.messages.push(message);
    this.lastUserId = id;
    return message;
  }

  /** An assistant message answering the last user message; `build` adds its parts in order. */
  assistant(
    build: (a: AssistantBuilder) => void,
    options: { agent?: string; model?: ModelRef; error?: WireError; finish?: string | null; completed?: boolean } = {},
  ): MessageWithParts {
    this.advance(400);
    const model = options.model ?? this.defaults.model;
    const info: AssistantMessageInfo = {
      id: this.messageId(),
      sessionID: this.sessionID,
      role: 'assistant',
      time: { created: this.t },
      modelID: model.modelID,
      providerID: model.providerID,
      mode: options.agent ?? this.defaults.agent,
      agent: options.agent ?? this.defaults.agent,
      path: { cwd: this.defaults.cwd, root: this.defaults.cwd },
      cost: 0,
      tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } },
    };
    if (this.lastUserId) info.parentID = this.lastUserId;
    const message: MessageWithParts = { info, parts: [] };
    this.messages.push(message);
    build(new AssistantBuilder(this, message, model));
    if (options.completed !== false) {
      info.time.completed = this.advance(200);
      if (options.finish !== null) info.finish = options.finish ?? 'stop';
    }
    if (options.error) info.error = options.error;
    return message;
  }

  stamp(messageID: string, part: AnyPartInit): Part {
    return { ...part, id: this.partId(), sessionID: this.sessionID, messageID } as Part;
  }
}

export interface TokenInit {
  input: number;
  output: number;
  reasoning?: number;
  cacheRead?: number;
  cacheWrite?: number;
}

export function wireTokens(tokens: TokenInit): Tokens {
  return {
    input: tokens.input,
    output: tokens.output,
    reasoning: tokens.reasoning ?? 0,
    cache: { read: tokens.cacheRead ?? 0, write: tokens.cacheWrite ?? 0 },
  };
}

/** A step's cost as a step-finish part carries it: the model's list price for the tokens, to 6 decimals. */
export function stepCost(tokens: Tokens, model: ModelRef): number {
  const rates = findModelRates(model.modelID);
  return rates ? Number(estimateCost(tokens, rates).toFixed(6)) : 0;
}

export class AssistantBuilder {
  constructor(
    private readonly b: SessionBuilder,
    readonly message: MessageWithParts,
    private readonly model: ModelRef,
  ) {}

  add<P extends Part>(part: AnyPartInit): P {
    const stamped = this.b.stamp(this.message.info.id, part);
    this.message.parts.push(stamped);
    return stamped as P;
  }

  stepStart(): this {
    this.add({ type: 'step-start', snapshot: this.snapshotHash() });
    return this;
  }

  /** A step-finish whose cost is the model's list price for the tokens (0 when `free`). */
  stepFinish(tokens: TokenInit, reason = 'stop', options: { free?: boolean } = {}): this {
    this.b.advance(150);
    const wire = wireTokens(tokens);
    const cost = options.free ? 0 : stepCost(wire, this.model);
    this.add<StepFinishPart>({ type: 'step-finish', reason, snapshot: this.snapshotHash(), cost, tokens: wire });
    const info = this.message.info as AssistantMessageInfo;
    info.cost = Number(((info.cost ?? 0) + cost).toFixed(6));
    const total = info.tokens!;
    total.input += wire.input;
    total.output += wire.output;
    total.reasoning = (total.reasoning ?? 0) + (wire.reasoning ?? 0);
    total.cache = { read: (total.cache?.read ?? 0) + wire.cache!.read, write: (total.cache?.write ?? 0) + wire.cache!.write };
    return this;
  }

  text(text: string, extra: { synthetic?: boolean; durationMs?: number } = {}): this {
    const start = this.b.advance(300);
    const end = this.b.advance(extra.durationMs ?? 1_200);
    this.add({ type: 'text', text, time: { start, end }, ...(extra.synthetic ? { synthetic: true } : {}) });
    return this;
  }

  reasoning(text: string, durationMs = 4_000): this {
    const start = this.b.advance(200);
    const end = this.b.advance(durationMs);
    this.add({ type: 'reasoning', text, time: { start, end } });
    return this;
  }

  /** A tool call in any state; `durationMs` sets `time.end - time.start` for finished states. */
  tool(name: string, state: ToolStateInit, durationMs = 900): ToolPart {
    const start = this.b.advance(250);
    const end = this.b.advance(durationMs);
    let wire: ToolState;
    switch (state.status) {
      case 'completed':
        wire = { status: 'completed', input: state.input, output: state.output, title: state.title ?? '', metadata: state.metadata ?? {}, time: { start, end } };
        if (state.attachments) wire.attachments = state.attachments.map((f) => this.b.stamp(this.message.info.id, f) as FilePart);
        break;
      case 'error':
        wire = { status: 'error', input: state.input, error: state.error, time: { start, end }, ...(state.metadata ? { metadata: state.metadata } : {}) };
        break;
      case 'running':
        wire = { status: 'running', input: state.input, time: { start }, ...(state.title ? { title: state.title } : {}), ...(state.metadata ? { metadata: state.metadata } : {}) };
        break;
      default:
        wire = { status: 'pending', input: state.input };
    }
    return this.add<ToolPart>({ type: 'tool', tool: name, callID: this.b.callId(), state: wire });
  }

  bash(command: string, output: string, options: { exit?: number; description?: string; durationMs?: number } = {}): ToolPart {
    const description = options.description ?? command;
    return this.tool(
      'bash',
      { status: 'completed', input: { command, description }, output, title: description, metadata: { output, exit: options.exit ?? 0, description } },
      options.durationMs ?? 2_400,
    );
  }

  read(path: string, content: string, format: 'new' | 'old' = 'new', offset = 1): ToolPart {
    const output = format === 'new' ? readOutputNew(path, content, offset) : readOutputOld(content, offset);
    const preview = content.split('\n').slice(0, 20).join('\n');
    return this.tool('read', { status: 'completed', input: offset > 1 ? { filePath: path, offset } : { filePath: path }, output, title: path, metadata: { preview } }, 120);
  }

  /** An edit whose metadata carries a real unified patch (jsdiff), as the runtime reports it. */
  edit(path: string, before: string, after: string, oldString = before, newString = after): ToolPart {
    const { patch, additions, deletions } = unifiedPatch(path, before, after);
    return this.tool(
      'edit',
      {
        status: 'completed',
        input: { filePath: path, oldString, newString },
        output: 'Edit applied successfully.',
        title: path,
        metadata: { diff: patch, filediff: { file: path, patch, additions, deletions }, diagnostics: {} },
      },
      600,
    );
  }

  write(path: string, content: string): ToolPart {
    return this.tool('write', { status: 'completed', input: { filePath: path, content }, output: 'Wrote file successfully.', title: path, metadata: { diagnostics: {} } }, 300);
  }

  grep(pattern: string, matches: string[], path?: string): ToolPart {
    const output = matches.length ? `Found ${matches.length} matches\n${matches.join('\n')}` : 'No files found';
    return this.tool('grep', { status: 'completed', input: path ? { pattern, path } : { pattern }, output, title: pattern, metadata: { matches: matches.length, truncated: false } }, 350);
  }

  glob(pattern: string, files: string[]): ToolPart {
    return this.tool('glob', { status: 'completed', input: { pattern }, output: files.join('\n') || 'No files found', title: pattern, metadata: { count: files.length, truncated: false } }, 200);
  }

  webSearch(query: string, body: unknown, name = 'web_search'): ToolPart {
    return this.tool(name, { status: 'completed', input: { query }, output: JSON.stringify(body), title: query, metadata: {} }, 1_800);
  }

  todo(todos: Array<{ content: string; status: string; priority?: string; id?: string }>): ToolPart {
    const open = todos.filter((t) => t.status !== 'completed').length;
    return this.tool('todowrite', { status: 'completed', input: { todos }, output: JSON.stringify(todos, null, 2), title: `${open} todos`, metadata: { todos } }, 80);
  }

  question(questions: Array<{ question: string; header?: string; options: Array<{ label: string; description?: string }>; multiple?: boolean }>, answers: string[][]): ToolPart {
    const output = questions.map((q, i) => `"${q.question}" = "${(answers[i] ?? []).join(', ')}"`).join('\n');
    return this.tool('question', { status: 'completed', input: { questions }, output: `User has answered your questions: ${output}`, title: `Asked ${questions.length} question${questions.length === 1 ? '' : 's'}`, metadata: { answers } }, 45_000);
  }

  /** A `task` tool that ran a child session; a failed child gives an error state. */
  task(description: string, prompt: string, agent: string, childSessionId: string, outcome: { result: string } | { error: string }): ToolPart {
    const input = { description, prompt, subagent_type: agent };
    const metadata = { sessionId: childSessionId, model: { providerID: this.model.providerID, modelID: this.model.modelID } };
    if ('error' in outcome) return this.tool('task', { status: 'error', input, error: outcome.error, metadata }, 20_000);
    const output = `<task id="${childSessionId}" state="completed">\n<task_result>\n${outcome.result}\n</task_result>\n</task>`;
    return this.tool('task', { status: 'completed', input, output, title: description, metadata }, 30_000);
  }

  file(mime: string, url: string, filename?: string): this {
    this.add({ type: 'file', mime, url, ...(filename ? { filename } : {}) });
    return this;
  }

  patch(files: string[]): this {
    this.add({ type: 'patch', hash: this.snapshotHash(), files });
    return this;
  }

  snapshot(): this {
    this.add({ type: 'snapshot', snapshot: this.snapshotHash() });
    return this;
  }

  agent(name: string): this {
    this.add({ type: 'agent', name, source: { value: `@${name}`, start: 0, end: name.length + 1 } });
    return this;
  }

  subtask(description: string, prompt: string, agent: string): this {
    this.add({ type: 'subtask', description, prompt, agent, model: this.model });
    return this;
  }

  retry(attempt: number, error: WireError): this {
    this.add({ type: 'retry', attempt, error, time: { created: this.b.advance(2_000) } });
    return this;
  }

  compaction(auto: boolean, overflow = false): this {
    this.add({ type: 'compaction', auto, overflow });
    return this;
  }

  /** A part type this console does not know (a newer runtime's), kept as-is. */
  unknown(type: string, fields: Record<string, unknown>): this {
    this.add({ type, ...fields } as AnyPartInit);
    return this;
  }

  private snapshotHash(): string {
    // Deterministic 40-hex "git tree" ids derived from the part sequence.
    let h = 2166136261;
    const seed = `${this.message.info.id}:${this.message.parts.length}`;
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
    return (h.toString(16).padStart(8, '0') + 'a3f0c9d2e1b4').repeat(2).slice(0, 40);
  }
}

export type ToolStateInit =
  | { status: 'completed'; input: Record<string, unknown>; output: string; title?: string; metadata?: Record<string, unknown>; attachments?: PartInit<FilePart>[] }
  | { status: 'error'; input: Record<string, unknown>; error: string; metadata?: Record<string, unknown> }
  | { status: 'running'; input: Record<string, unknown>; title?: string; metadata?: Record<string, unknown> }
  | { status: 'pending'; input: Record<string, unknown> };
