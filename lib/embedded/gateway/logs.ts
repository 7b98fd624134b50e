// Request logs: the wire row of one traffic row, cursor pages (newest first), the detail with its candidate chain, and
// the CSV export. They read the same rows, through the same filter, as every aggregate.
import 'server-only';
import type { GatewayLogsInput } from '@/lib/contract/ops/project-gateway';
import type { GatewayAttempt, GatewayLogDetail, GatewayLogPage, GatewayLogRow } from '@/lib/contract/types-gateway';
import { csvRow } from '@/lib/format/csv';
import { badRequest } from '../errors';
import { compileFilter, logIdOf, lowerBound, matches, requestIdOf, rowOfId, usd } from './aggregate';
import { ERROR_CODES, FAILURES, STATUS_CLASSES, failureDuration } from './failures';
import { unit } from './random';
import type { Window } from './range';
import { FLAG_STREAM, FLAG_VISION, NONE8, fallbackChain, type Traffic } from './traffic';

export const DEFAULT_LOG_PAGE = 100;

export function logRow(traffic: Traffic, i: number): GatewayLogRow {
  const model = traffic.models[traffic.model[i]];
  const session = traffic.session[i];
  return {
    id: logIdOf(traffic, i),
    requestId: requestIdOf(traffic, i),
    at: new Date(traffic.at[i]).toISOString(),
    model,
    provider: traffic.providers[traffic.providerOfModel[traffic.model[i]]],
    requestedModel: traffic.models[traffic.requested[i]],
    keyId: traffic.key[i] === NONE8 ? null : traffic.keys[traffic.key[i]],
    agent: traffic.agent[i] === NONE8 ? null : traffic.agents[traffic.agent[i]],
    sessionId: session < 0 ? null : traffic.sessions[session].id,
    status: traffic.status[i],
    statusClass: STATUS_CLASSES[traffic.cls[i]],
    errorCode: traffic.code[i] === 0 ? null : ERROR_CODES[traffic.code[i]],
    stream: (traffic.flags[i] & FLAG_STREAM) !== 0,
    vision: (traffic.flags[i] & FLAG_VISION) !== 0,
    inputTokens: traffic.inTok[i],
    outputTokens: traffic.outTok[i],
    cost: usd(traffic.cost[i]),
    ttftMs: traffic.ttft[i] < 0 ? null : traffic.ttft[i],
    latencyMs: traffic.latency[i],
    attempts: traffic.attempts[i],
    preview: traffic.previews[traffic.preview[i]] ?? '',
  };
}

function parseCursor(cursor: string | undefined, n: number): number {
  if (cursor === undefined) return n;
  const match = /^r([0-9a-z]{1,8})$/.exec(cursor);
  const i = match ? parseInt(match[1], 36) : NaN;
  if (!Number.isSafeInteger(i) || i < 0 || i > n) throw badRequest('invalid_cursor', 'This page cursor is not valid; start again from the first page', { field: 'cursor' });
  return i;
}

/**
 * One page, newest first, after `offset` matching rows or below the cursor (the row index to continue under). `total`
 * counts every row of the filter.
 */
export function logPage(traffic: Traffic, w: Window, input: GatewayLogsInput): GatewayLogPage {
  const filter = compileFilter(traffic, input);
  const limit = input.limit ?? DEFAULT_LOG_PAGE;
  const lo = lowerBound(traffic.at, traffic.n, w.from);
  const hi = lowerBound(traffic.at, traffic.n, w.to);
  const start = Math.min(hi, parseCursor(input.cursor, traffic.n));
  const items: GatewayLogRow[] = [];
  let next: string | null = null;
  let total = 0;
  if (!filter.never) {
    if (filter.row >= 0) {
      const i = filter.row;
      const inRange = i >= lo && i < hi && matches(traffic, filter, i);
      total = inRange ? 1 : 0;
      if (inRange && i < start) items.push(logRow(traffic, i));
    } else {
      if (filter.all) total = hi - lo;
      else for (let i = lo; i < hi; i++) if (matches(traffic, filter, i)) total++;
      let i = start - 1;
      if (filter.all) i -= input.offset ?? 0;
      else for (let skip = input.offset ?? 0; skip > 0 && i >= lo; i--) if (matches(traffic, filter, i)) skip--;
      for (; i >= lo && items.length < limit; i--) if (matches(traffic, filter, i)) items.push(logRow(traffic, i));
      for (let k = i; k >= lo; k--) {
        if (matches(traffic, filter, k)) {
          next = `r${(i + 1).toString(36)}`;
          break;
        }
      }
    }
  }
  return { items, next_cursor: next, total };
}

/** The provider's concrete model behind a gateway model name (what `resolvedModel` reports). */
const RESOLVED: Record<string, string> = {
  'claude-opus-4-5': 'claude-opus-4-5-20251101',
  'claude-sonnet-4-5': 'claude-sonnet-4-5-20250929',
  'claude-haiku-4-5': 'claude-haiku-4-5-20251001',
  'gpt-5': 'gpt-5-2025-08-07',
  'gpt-5-mini': 'gpt-5-mini-2025-08-07',
  'gpt-4.1-nano': 'gpt-4.1-nano-2025-04-14',
};

function attemptsOf(traffic: Traffic, i: number): GatewayAttempt[] {
  const count = traffic.attempts[i];
  if (count === 0) return [];
  const chain = fallbackChain(traffic.models, traffic.requested[i]);
  const seed = traffic.rowSeed(i);
  const out: GatewayAttempt[] = [];
  let offset = 0;
  for (let a = 0; a < count; a++) {
    const model = traffic.models[chain[a] ?? traffic.model[i]];
    const kind = (traffic.failures[i] >> (4 * a)) & 0xf;
    const final = a === count - 1;
    const failure = FAILURES[kind];
    const duration = final ? traffic.latency[i] - offset : failureDuration(kind, unit(seed, a));
    const attempt: GatewayAttempt = {
      attempt: a + 1,
      provider: traffic.providers[traffic.providerOfModel[chain[a] ?? traffic.model[i]]],
      routeModel: model,
      resolvedModel: RESOLVED[model] ?? model,
      stage: failure?.stage ?? 'upstream',
      offsetMs: offset,
      durationMs: Math.max(0, duration),
      final,
    };
    if (failure) Object.assign(attempt, { status: failure.status, code: failure.code, message: failure.message });
    else attempt.status = 200;
    out.push(attempt);
    offset += duration;
  }
  return out;
}

export function logDetail(traffic: Traffic, logId: string, ctx: { keyName(id: string): string | undefined; sessionAvailable(id: string): boolean }): GatewayLogDetail | null {
  const i = rowOfId(traffic, logId);
  if (i < 0 || logId !== logIdOf(traffic, i)) return null;
  const row = logRow(traffic, i);
  const seed = traffic.rowSeed(i);
  const s = traffic.session[i];
  const session = s < 0 ? null : traffic.sessions[s];
  const message = traffic.message[i];
  return {
    ...row,
    keyName: row.keyId ? (ctx.keyName(row.keyId) ?? null) : null,
    candidates: attemptsOf(traffic, i),
    session: session ? { id: session.id, messageId: message < 0 ? null : traffic.messageIds[message], title: session.title, available: session.real && ctx.sessionAvailable(session.id) } : null,
    request: {
      endpoint: row.provider === 'anthropic' ? '/v1/messages' : '/v1/chat/completions',
      maxTokens: [1_024, 2_048, 4_096, 8_192, 16_384][Math.floor(unit(seed, 11) * 5)],
      temperature: [0, 0.2, 0.7, 1][Math.floor(unit(seed, 12) * 4)],
      tools: row.agent ? 4 + Math.floor(unit(seed, 13) * 26) : 0,
      images: row.vision ? 1 + Math.floor(unit(seed, 14) * 3) : 0,
    },
  };
}

export const CSV_COLUMNS = ['id', 'request_id', 'at', 'model', 'provider', 'requested_model', 'key_id', 'agent', 'session_id', 'status', 'status_class', 'error_code', 'stream', 'vision', 'input_tokens', 'output_tokens', 'cost_usd', 'ttft_ms', 'latency_ms', 'attempts', 'preview'] as const;

export function csvOfRow(traffic: Traffic, i: number): string {
  const r = logRow(traffic, i);
  return csvRow([r.id, r.requestId, r.at, r.model, r.provider, r.requestedModel, r.keyId, r.agent, r.sessionId, r.status, r.statusClass, r.errorCode, r.stream, r.vision, r.inputTokens, r.outputTokens, r.cost.toFixed(6), r.ttftMs, r.latencyMs, r.attempts, r.preview]);
}

/** Every row the filter matches, newest first, as CSV lines in chunks (the header first). */
export function* csvChunks(traffic: Traffic, w: Window, input: Omit<GatewayLogsInput, 'cursor' | 'limit'>, rowsPerChunk = 1_000): Generator<string> {
  yield csvRow([...CSV_COLUMNS]);
  const filter = compileFilter(traffic, input);
  if (filter.never) return;
  const lo = lowerBound(traffic.at, traffic.n, w.from);
  let chunk = '';
  let count = 0;
  for (let i = lowerBound(traffic.at, traffic.n, w.to) - 1; i >= lo; i--) {
    if (!matches(traffic, filter, i)) continue;
    chunk += csvOfRow(traffic, i);
    if (++count === rowsPerChunk) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (chunk) yield chunk;
}
