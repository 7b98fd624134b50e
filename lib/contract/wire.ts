// Session messages on the wire (opencode message format), as given by
// ../shared/spec/session-wire-format.md. Types only: no runtime code.

export interface Tokens {
  input: number;
  output: number;
  reasoning?: number;
  total?: number;
  cache?: { read: number; write: number };
}

export interface ModelRef {
  providerID: string;
  modelID: string;
  variant?: string;
}

export interface FileDiffSummary {
  file: string;
  patch?: string;
  before?: string;
  after?: string;
  additions: number;
  deletions: number;
  status?: string;
}

export interface WireError {
  name: string;
  data?: { message?: string; [key: string]: unknown };
}

export interface UserMessageInfo {
  id: string;
  sessionID: string;
  role: 'user';
  time: { created: number };
  agent?: string;
  model?: ModelRef;
  summary?: { title?: string; body?: string; diffs?: FileDiffSummary[] };
}

export type AssistantFinish = 'stop' | 'tool-calls' | 'length' | 'other' | (string & {});

export interface AssistantMessageInfo {
  id: string;
  sessionID: string;
  role: 'assistant';
  /** The user message this assistant message answers. */
  parentID?: string;
  time: { created: number; completed?: number };
  modelID?: string;
  providerID?: string;
  mode?: string;
  agent?: string;
  variant?: string;
  path?: { cwd: string; root: string };
  cost?: number;
  tokens?: Tokens;
  finish?: AssistantFinish;
  error?: WireError;
  summary?: boolean;
}

export type MessageInfo = UserMessageInfo | AssistantMessageInfo;

interface PartBase {
  id: string;
  sessionID: string;
  messageID: string;
  /** Provider data; ignore what you do not know. */
  metadata?: Record<string, unknown>;
}

export interface TextPart extends PartBase {
  type: 'text';
  text: string;
  synthetic?: boolean;
  ignored?: boolean;
  time?: { start: number; end?: number };
}

export interface ReasoningPart extends PartBase {
  type: 'reasoning';
  text: string;
  time?: { start: number; end?: number };
}

export interface FilePart extends PartBase {
  type: 'file';
  mime: string;
  filename?: string;
  url: string;
  source?: unknown;
}

export type ToolInput = Record<string, unknown>;

export interface ToolStatePending {
  status: 'pending';
  input: ToolInput;
  raw?: string;
}

export interface ToolStateRunning {
  status: 'running';
  input: ToolInput;
  title?: string;
  metadata?: Record<string, unknown>;
  time: { start: number };
}

export interface ToolStateCompleted {
  status: 'completed';
  input: ToolInput;
  output: string;
  title: string;
  metadata: Record<string, unknown>;
  time: { start: number; end: number; compacted?: number };
  attachments?: FilePart[];
}

export interface ToolStateError {
  status: 'error';
  input: ToolInput;
  error: string;
  metadata?: Record<string, unknown>;
  time: { start: number; end: number };
}

export type ToolState = ToolStatePending | ToolStateRunning | ToolStateCompleted | ToolStateError;

export interface ToolPart extends PartBase {
  type: 'tool';
  callID: string;
  tool: string;
  state: ToolState;
}

export interface StepStartPart extends PartBase {
  type: 'step-start';
  snapshot?: string;
}

export interface StepFinishPart extends PartBase {
  type: 'step-finish';
  reason: string;
  snapshot?: string;
  cost: number;
  tokens: Tokens;
}

export interface SnapshotPart extends PartBase {
  type: 'snapshot';
  snapshot: string;
}

export interface PatchPart extends PartBase {
  type: 'patch';
  hash: string;
  files: string[];
}

export interface AgentPart extends PartBase {
  type: 'agent';
  name: string;
  source?: unknown;
}

export interface RetryPart extends PartBase {
  type: 'retry';
  attempt: number;
  error: WireError;
  time: { created: number };
}

export interface CompactionPart extends PartBase {
  type: 'compaction';
  auto: boolean;
  overflow?: boolean;
  tail_start_id?: string;
}

export interface SubtaskPart extends PartBase {
  type: 'subtask';
  prompt: string;
  description: string;
  agent: string;
  model?: ModelRef;
  command?: string;
}

export type KnownPartType =
  | 'text'
  | 'reasoning'
  | 'file'
  | 'tool'
  | 'step-start'
  | 'step-finish'
  | 'snapshot'
  | 'patch'
  | 'agent'
  | 'retry'
  | 'compaction'
  | 'subtask';

/** Any part type the console does not know; kept, never an exception. */
export interface UnknownPart extends PartBase {
  type: string;
  [key: string]: unknown;
}

export type KnownPart =
  | TextPart
  | ReasoningPart
  | FilePart
  | ToolPart
  | StepStartPart
  | StepFinishPart
  | SnapshotPart
  | PatchPart
  | AgentPart
  | RetryPart
  | CompactionPart
  | SubtaskPart;

/**
 * Any part. Because `UnknownPart.type` is any string, `part.type === 'tool'` does not narrow this
 * union: use the SDK guards (`isToolPart`, `isTextPart`, …) or `classifyPart`.
 */
export type Part = KnownPart | UnknownPart;

export interface MessageWithParts {
  info: MessageInfo;
  parts: Part[];
}

export type SessionLifecycle = 'active' | 'unavailable' | 'warm' | 'deleted';

export interface SessionInfo {
  id: string;
  projectID?: string;
  /** Set on child sessions of a task. */
  parentID?: string;
  title: string;
  slug?: string;
  directory?: string;
  version?: string;
  time: { created: number; updated: number; archived?: number };
  summary?: { additions: number; deletions: number; files: number };
  cost?: number;
  tokens?: Tokens;
  // Console fields.
  agent?: string;
  model?: string;
  ownerId?: string;
  ownerName?: string;
  lifecycle?: SessionLifecycle;
  runtimeState?: string;
}

export type SessionStatus =
  | { type: 'idle' }
  | { type: 'busy' }
  | { type: 'retry'; attempt: number; message: string; next: number };

export interface SessionExport {
  info: SessionInfo;
  messages: MessageWithParts[];
}

/** One failed attempt of the gateway's fallback chain, in the order tried (retry envelopes and request logs carry it). */
export interface GatewayCandidateFailure {
  attempt: number;
  provider: string;
  /** The model the route asked for (the policy's entry). */
  routeModel: string;
  /** The provider model it resolved to. */
  resolvedModel: string;
  /** Where it failed: `connect`, `upstream`, `stream`, `policy`. */
  stage: string;
  status?: number;
  code?: string;
  message?: string;
}
