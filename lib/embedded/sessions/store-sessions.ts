// Session records in the store: registration, the access rule, list summaries and message paging.
import 'server-only';
import type { SessionSummary, SessionVisibility } from '@/lib/contract/types';
import type { MessageWithParts, SessionInfo, SessionLifecycle } from '@/lib/contract/wire';
import { getSessionCost, type CostSummary } from '@/lib/sdk/cost';
import { isUserMessage } from '@/lib/sdk/guards';
import { getTurnError } from '@/lib/sdk/turn-errors';
import { num, prop, str } from '@/lib/sdk/util';
import { countTurns } from '@/lib/sessions/turn-numbers';
import type { Store } from '../store';
import { sessionKey, staticSource, type MessageList, type SessionRecord, type SessionSource } from './types';

export interface NewSession {
  projectId: string;
  info: SessionInfo;
  ownerId: string;
  /** A manifest agent of the project (see SessionRecord.agent). */
  agent: string;
  visibility?: SessionVisibility;
  lifecycle?: SessionLifecycle;
  runtimeState?: string;
  imported?: boolean;
  origin?: SessionRecord['origin'];
  source?: SessionSource;
  messages?: MessageWithParts[];
}

export function addSession(store: Store, init: NewSession): SessionRecord {
  const record: SessionRecord = {
    projectId: init.projectId,
    info: { ...init.info, projectID: init.projectId, agent: init.agent },
    ownerId: init.ownerId,
    agent: init.agent,
    visibility: init.visibility ?? 'project',
    lifecycle: init.lifecycle ?? 'active',
    source: init.source ?? staticSource(init.messages ?? []),
  };
  if (init.runtimeState !== undefined) record.runtimeState = init.runtimeState;
  if (init.imported) record.imported = true;
  if (init.origin) record.origin = init.origin;
  store.sessions.set(sessionKey(init.projectId, init.info.id), record);
  return record;
}

export function getSessionRecord(store: Store, projectId: string, sessionId: string): SessionRecord | undefined {
  return store.sessions.get(sessionKey(projectId, sessionId));
}

export function projectSessions(store: Store, projectId: string): SessionRecord[] {
  const out: SessionRecord[] = [];
  for (const record of store.sessions.values()) if (record.projectId === projectId) out.push(record);
  return out;
}

export const SESSIONS_PAGE_MAX = 1_000;

/**
 * One page of a session list, newest activity first (`time.updated`, then id): at most `limit` (default and maximum
 * 1,000) sessions after the session `after` (the last id of the previous page). Fewer than `limit` means the end.
 */
export function pageSessions(records: readonly SessionRecord[], now: number, query: { limit?: number; after?: string }): { ok: true; page: SessionRecord[] } | { ok: false; message: string } {
  const limit = Math.min(SESSIONS_PAGE_MAX, Math.max(1, Math.floor(query.limit ?? SESSIONS_PAGE_MAX)));
  const keyed = records.map((r) => ({ r, updated: sessionInfoAt(r, now).time?.updated ?? 0 }));
  keyed.sort((a, b) => b.updated - a.updated || (a.r.info.id < b.r.info.id ? -1 : a.r.info.id > b.r.info.id ? 1 : 0));
  let start = 0;
  if (query.after !== undefined) {
    const at = keyed.findIndex((k) => k.r.info.id === query.after);
    if (at === -1) return { ok: false, message: `Unknown session id ${query.after} in after` };
    start = at + 1;
  }
  return { ok: true, page: keyed.slice(start, start + limit).map((k) => k.r) };
}

/** Who is asking: a principal id, whether they may see the lifecycle inventory, and the one access decision. */
export interface SessionViewer {
  id: string;
  /** Project managers (of the project, or of every agent an object-only holder reaches) list the `project` scope. */
  manager: boolean;
  /** The access decision (lib/iam `decide`, session resource) for one session's owner, visibility, origin, agent and lifecycle. */
  opens(session: { id: string; ownerId: string; visibility: SessionVisibility; triggered: boolean; agent: string; deleted: boolean }): boolean;
}

/**
 * The access rule (docs/ACCESS.md, "Sessions"), decided by lib/iam and nowhere else: project-wide readers and holders
 * of an object assignment on the session's agent reach it; then owners open their sessions, everyone who reaches it
 * opens it when shared with the project, and a private session of someone else opens to a manager only when a trigger
 * made it. Soft-deleted sessions open to managers only (the inventory).
 */
export function canOpenSession(record: SessionRecord, viewer: SessionViewer): boolean {
  return viewer.opens({ id: record.info.id, ownerId: record.ownerId, visibility: record.visibility, triggered: record.origin === 'trigger', agent: record.agent, deleted: record.lifecycle === 'deleted' });
}

export type SessionScope = 'mine' | 'project';

/** Sessions a viewer sees in a scope: `mine` lists active ones; `project` (managers) adds unavailable, warm and deleted. */
export function listSessionRecords(store: Store, projectId: string, viewer: SessionViewer, scope: SessionScope): SessionRecord[] {
  return projectSessions(store, projectId).filter((r) => canOpenSession(r, viewer) && (scope === 'project' || r.lifecycle === 'active'));
}

interface MessageStats {
  cost: number;
  tokens: { input: number; output: number; reasoning: number; cache: { read: number; write: number } };
  error?: string;
  model?: string;
  lastCreated?: number;
  turnCount: number;
}

const statsCache = new WeakMap<readonly MessageWithParts[], MessageStats>();

function messageStats(messages: readonly MessageWithParts[]): MessageStats {
  return countedStats(messages, messages);
}

/** The summary's figures: cost, tokens and turns counted over `counted`; error, model and time from `newest` (the agent is the record's). */
function countedStats(counted: readonly MessageWithParts[], newest: readonly MessageWithParts[]): MessageStats {
  const cached = statsCache.get(counted);
  if (cached) return cached;
  const summary = getSessionCost(counted);
  const stats: MessageStats = {
    cost: summary.cost,
    tokens: {
      input: summary.tokens.input,
      output: summary.tokens.output,
      reasoning: summary.tokens.reasoning,
      cache: { read: summary.tokens.cacheRead, write: summary.tokens.cacheWrite },
    },
    turnCount: countTurns(counted),
  };
  const error = lastAssistantError(newest);
  if (error) stats.error = error;
  for (let i = newest.length - 1; i >= 0 && stats.model === undefined; i--) {
    const info = prop(newest[i], 'info');
    if (!isUserMessage(newest[i])) {
      const modelID = str(prop(info, 'modelID'));
      const providerID = str(prop(info, 'providerID'));
      if (modelID) stats.model = providerID ? `${providerID}/${modelID}` : modelID;
    }
  }
  stats.model ??= modelFromRefs(newest);
  for (let i = newest.length - 1; i >= 0; i--) {
    const created = num(prop(prop(prop(newest[i], 'info'), 'time'), 'created'));
    if (created !== undefined) {
      stats.lastCreated = created;
      break;
    }
  }
  statsCache.set(counted, stats);
  return stats;
}

/**
 * When no assistant message names its model (`modelID`), the newest model reference elsewhere: a message's
 * `info.model` (user prompts carry one), then a part's `model` (subtasks). Exports of some runtimes only have these.
 */
export function modelFromRefs(messages: readonly MessageWithParts[]): string | undefined {
  const ref = (value: unknown) => {
    const modelID = str(prop(value, 'modelID'));
    const providerID = str(prop(value, 'providerID'));
    return modelID ? (providerID ? `${providerID}/${modelID}` : modelID) : undefined;
  };
  for (let i = messages.length - 1; i >= 0; i--) {
    const fromInfo = ref(prop(prop(messages[i], 'info'), 'model'));
    if (fromInfo) return fromInfo;
  }
  for (let i = messages.length - 1; i >= 0; i--) {
    const parts = prop(messages[i], 'parts');
    if (!Array.isArray(parts)) continue;
    for (let j = parts.length - 1; j >= 0; j--) {
      const fromPart = ref(prop(parts[j], 'model'));
      if (fromPart) return fromPart;
    }
  }
  return undefined;
}

/** The error of the newest assistant message (aborts are not failures), unwrapped to words. */
function lastAssistantError(messages: readonly MessageWithParts[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (!isUserMessage(messages[i])) return getTurnError([messages[i]]);
  }
  return undefined;
}

export function sessionInfoAt(record: SessionRecord, now: number): SessionInfo {
  const updated = record.source.updated?.(now);
  return updated === undefined ? record.info : { ...record.info, time: { ...record.info.time, updated } };
}

/** How many sessions the viewer can open under each parent id, in one pass over the project's sessions. */
export function childCounts(records: readonly SessionRecord[], viewer: SessionViewer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of records) {
    const parent = r.info.parentID;
    if (parent && canOpenSession(r, viewer)) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  }
  return counts;
}

/**
 * Does ahead what the first summary of a generated session not built yet does (its layout by position and the counts
 * of every turn, not the whole build), so that its first reader does not pay for it. Other sessions: nothing.
 */
export function primeSummary(record: SessionRecord): void {
  const parts = record.source.ready?.() === false ? record.source.summaryParts?.() : undefined;
  if (parts) countedStats(parts.counted, parts.newest);
}

const costCache = new WeakMap<readonly MessageWithParts[], CostSummary>();

/**
 * The SDK's `getSessionCost` of a session, over the same messages its summary counts (a long generated session is read
 * by position, not built): the one cost figure the session list, its header and billing's session costs show.
 */
export function sessionCostOf(record: SessionRecord, now: number): CostSummary {
  const parts = record.source.ready?.() === false ? record.source.summaryParts?.() : undefined;
  const counted = parts ? parts.counted : record.source.messages(now);
  let cost = costCache.get(counted);
  if (!cost) costCache.set(counted, (cost = getSessionCost(counted)));
  return cost;
}

/** `counts` (from `childCounts`) saves a scan of the project per session when summarizing a whole list. */
export function summarize(store: Store, record: SessionRecord, viewer: SessionViewer, now: number, counts?: Map<string, number>): SessionSummary {
  // A generated session not built yet gives its figures without building (the first page must not wait for it).
  const parts = record.source.ready?.() === false ? record.source.summaryParts?.() : undefined;
  const messages = parts ? undefined : record.source.messages(now);
  const stats = parts ? countedStats(parts.counted, parts.newest) : messageStats(messages!);
  const messageCount = parts ? parts.messageCount : messages!.length;
  const info = sessionInfoAt(record, now);
  const owner = store.users.get(record.ownerId);
  const childCount = (counts ?? childCounts(projectSessions(store, record.projectId), viewer)).get(record.info.id) ?? 0;
  const summary: SessionSummary = {
    ...info,
    title: info.title || 'Untitled session',
    status: record.source.status(now),
    cost: stats.cost,
    tokens: stats.tokens,
    childCount,
    messageCount,
    turnCount: stats.turnCount,
    owner: { id: record.ownerId, name: owner?.name ?? record.ownerId },
    visibility: record.visibility,
    lifecycle: record.lifecycle,
  };
  if (stats.error) summary.error = stats.error;
  summary.agent = record.agent;
  if (stats.model) summary.model = stats.model;
  if (record.runtimeState) summary.runtimeState = record.runtimeState;
  if (record.imported) summary.imported = true;
  return summary;
}

export const MESSAGES_DEFAULT_LIMIT = 200;
export const MESSAGES_MAX_LIMIT = 500;

export interface MessagePage {
  items: MessageWithParts[];
  next_cursor: string | null;
}

export type PageResult = { ok: true; page: MessagePage } | { ok: false; message: string };

/**
 * Paging by message id (items oldest first). No cursor: the newest `limit`. `before`: the `limit`
 * just older than it. `after`: up to `limit` newer than it. `next_cursor`: for no cursor/`before`,
 * the oldest returned id when older ones exist; for `after`, the newest returned id when newer exist.
 */
export function pageMessages(messages: readonly MessageWithParts[], query: { before?: string; after?: string; limit?: number }): PageResult {
  return pageOf({ length: messages.length, indexOf: (id) => messages.findIndex((m) => m.info.id === id), slice: (start, end) => messages.slice(start, end) }, query);
}

/** `pageMessages` over messages read by position (a generated session pages without building the rest). */
export function pageOf(messages: MessageList, query: { before?: string; after?: string; limit?: number }): PageResult {
  const limit = Math.min(MESSAGES_MAX_LIMIT, Math.max(1, Math.floor(query.limit ?? MESSAGES_DEFAULT_LIMIT)));
  if (query.before !== undefined && query.after !== undefined) return { ok: false, message: 'Use either before or after, not both' };
  if (query.after !== undefined) {
    const at = messages.indexOf(query.after);
    if (at === -1) return { ok: false, message: `Unknown message id ${query.after} in after` };
    const items = messages.slice(at + 1, at + 1 + limit);
    const more = at + 1 + limit < messages.length;
    return { ok: true, page: { items, next_cursor: more && items.length > 0 ? items[items.length - 1].info.id : null } };
  }
  let end = messages.length;
  if (query.before !== undefined) {
    end = messages.indexOf(query.before);
    if (end === -1) return { ok: false, message: `Unknown message id ${query.before} in before` };
  }
  const start = Math.max(0, end - limit);
  const items = messages.slice(start, end);
  return { ok: true, page: { items, next_cursor: start > 0 && items.length > 0 ? items[0].info.id : null } };
}
