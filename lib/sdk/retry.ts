import type { GatewayCandidateFailure, SessionStatus } from '@/lib/contract/wire';
import { RETRY_MESSAGE_LIMIT_CHARS } from './limits';
import { unwrapError } from './turn-errors';
import { arr, isRecord, nonEmpty, num, prop, str, truncate, tryParseJson } from './util';

export type { GatewayCandidateFailure };

/**
 * Structured gateway error carried by a retry status. On the wire it is a JSON object
 * `{ "gateway": { ... } }` (also accepted under `error.gateway`) forming the whole retry message
 * or following a text prefix, e.g. `Gateway error: {"gateway":{...}}`. snake_case keys
 * (`request_id`, `final_provider`, `upstream_status`, `route_model`, `resolved_model`) are read too.
 */
export interface GatewayRetryEnvelope {
  /** Gateway error code, e.g. `all_candidates_failed`, `rate_limited`. */
  code: string;
  /** Human summary of the failure. */
  message: string;
  requestId?: string;
  /** The provider whose answer ended the chain. */
  finalProvider?: string;
  upstreamStatus?: number;
  /** What the user can do about it. */
  suggestion?: string;
  candidates: GatewayCandidateFailure[];
}

export interface RetryInfo {
  attempt: number;
  /** The unwrapped message, cut to at most 60 characters ("…" last when cut). */
  message: string;
  /** Epoch milliseconds of the next attempt. */
  next: number;
  /** The gateway envelope when the message carries one; undefined for plain-text retries. */
  details?: GatewayRetryEnvelope;
}

function pick(record: unknown, camel: string, snake: string): unknown {
  const value = prop(record, camel);
  return value === undefined ? prop(record, snake) : value;
}

function readCandidate(value: unknown, index: number): GatewayCandidateFailure | undefined {
  if (!isRecord(value)) return undefined;
  const candidate: GatewayCandidateFailure = {
    attempt: num(prop(value, 'attempt')) ?? index + 1,
    provider: str(prop(value, 'provider')) ?? '',
    routeModel: str(pick(value, 'routeModel', 'route_model')) ?? '',
    resolvedModel: str(pick(value, 'resolvedModel', 'resolved_model')) ?? '',
    stage: str(prop(value, 'stage')) ?? '',
  };
  const status = num(prop(value, 'status'));
  if (status !== undefined) candidate.status = status;
  const code = str(prop(value, 'code'));
  if (code !== undefined) candidate.code = code;
  const message = str(prop(value, 'message'));
  if (message !== undefined) candidate.message = message;
  return candidate;
}

function jsonObjects(text: string): unknown[] {
  const found: unknown[] = [];
  const whole = tryParseJson(text.trim());
  if (whole.ok) {
    found.push(whole.value);
    if (typeof whole.value === 'string') {
      const inner = tryParseJson(whole.value.trim());
      if (inner.ok) found.push(inner.value);
    }
    return found;
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start !== -1 && end > start) {
    const embedded = tryParseJson(text.slice(start, end + 1));
    if (embedded.ok) found.push(embedded.value);
  }
  return found;
}

/** The gateway envelope inside a retry message, or undefined when the message does not carry one. */
export function parseGatewayEnvelope(message: unknown): GatewayRetryEnvelope | undefined {
  if (typeof message !== 'string' || !message.includes('{')) return undefined;
  for (const value of jsonObjects(message)) {
    const gateway = prop(value, 'gateway') ?? prop(prop(value, 'error'), 'gateway');
    if (!isRecord(gateway)) continue;
    const code = nonEmpty(prop(gateway, 'code'));
    const candidates = prop(gateway, 'candidates');
    if (code === undefined || !Array.isArray(candidates)) continue;
    const envelope: GatewayRetryEnvelope = {
      code,
      message: nonEmpty(prop(gateway, 'message')) ?? code,
      candidates: arr(candidates)
        .map(readCandidate)
        .filter((c): c is GatewayCandidateFailure => c !== undefined),
    };
    const requestId = str(pick(gateway, 'requestId', 'request_id'));
    if (requestId !== undefined) envelope.requestId = requestId;
    const finalProvider = str(pick(gateway, 'finalProvider', 'final_provider'));
    if (finalProvider !== undefined) envelope.finalProvider = finalProvider;
    const upstreamStatus = num(pick(gateway, 'upstreamStatus', 'upstream_status'));
    if (upstreamStatus !== undefined) envelope.upstreamStatus = upstreamStatus;
    const suggestion = str(prop(gateway, 'suggestion'));
    if (suggestion !== undefined) envelope.suggestion = suggestion;
    return envelope;
  }
  return undefined;
}

function retryFields(status: unknown): { attempt: number; message: string; next: number } | undefined {
  if (prop(status, 'type') !== 'retry') return undefined;
  return {
    attempt: num(prop(status, 'attempt')) ?? 0,
    message: str(prop(status, 'message')) ?? '',
    next: num(prop(status, 'next')) ?? 0,
  };
}

/** Retry details of a session status of type `retry`; undefined for every other status. */
export function getRetryInfo(status: SessionStatus | undefined | unknown): RetryInfo | undefined {
  const retry = retryFields(status);
  if (!retry) return undefined;
  const details = parseGatewayEnvelope(retry.message);
  const full = unwrapError(retry.message);
  const info: RetryInfo = { attempt: retry.attempt, message: truncate(full, RETRY_MESSAGE_LIMIT_CHARS), next: retry.next };
  if (details) info.details = details;
  return info;
}

/** The whole unwrapped retry message (never cut); undefined unless the status is a retry. */
export function getRetryMessage(status: SessionStatus | undefined | unknown): string | undefined {
  const retry = retryFields(status);
  return retry ? unwrapError(retry.message) : undefined;
}
