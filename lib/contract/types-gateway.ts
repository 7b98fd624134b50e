// Wire types of the model gateway (`p.gateway`). Field names follow the spec where it gives them (the candidate
// failure of the retry envelope, the routing policy); docs/GATEWAY.md explains the choices where it is silent.
import type { ListPage } from './types';
import type { EffectiveModel } from './types-models';
import type { FailureKind } from './gateway-routing';
import type { GatewayCandidateFailure } from './wire';

export type { GatewayCandidateFailure };

export type GatewayInterval = 'hour' | 'day';
/** `ok` (2xx), `4xx` (client errors other than 429), `429` (rate limited), `5xx` (upstream/server) and `timeout`. */
export type GatewayStatusClass = 'ok' | '4xx' | '429' | '5xx' | 'timeout';
export const GATEWAY_STATUS_CLASSES: readonly GatewayStatusClass[] = ['ok', '4xx', '429', '5xx', 'timeout'];
export type GatewayDimension = 'model' | 'provider' | 'key' | 'agent' | 'session';
export const GATEWAY_DIMENSIONS: readonly GatewayDimension[] = ['model', 'provider', 'key', 'agent', 'session'];
export type GatewaySplit = 'model' | 'provider';

/** The window an aggregate covers, as the platform resolved it (defaults filled in). */
export interface GatewayRange {
  /** Inclusive start (ISO). */
  from: string;
  /** Exclusive end (ISO). */
  to: string;
  interval: GatewayInterval;
  /** IANA zone the buckets are aligned to: a day bucket starts at local midnight there. */
  tz: string;
}

/** One attempt on the timeline of a request: a candidate failure, or the final attempt that answered (or failed last). */
export interface GatewayAttempt extends GatewayCandidateFailure {
  /** Milliseconds after the request arrived that this attempt started. */
  offsetMs: number;
  durationMs: number;
  /** The attempt whose answer the caller received. */
  final: boolean;
}

/** One request through the gateway: metadata and a redacted preview, never a secret or a full prompt. */
export interface GatewayLogRow {
  id: string;
  requestId: string;
  /** When the request arrived (ISO). */
  at: string;
  /** The model of the final attempt. */
  model: string;
  provider: string;
  /** The model the caller asked for (before fallbacks). */
  requestedModel: string;
  keyId: string | null;
  agent: string | null;
  sessionId: string | null;
  /** HTTP status the caller received; a timeout answers 504. */
  status: number;
  statusClass: GatewayStatusClass;
  /** Gateway error code when the request failed. */
  errorCode: string | null;
  stream: boolean;
  vision: boolean;
  inputTokens: number;
  outputTokens: number;
  /** USD, with the platform markup; exact to the micro-dollar. */
  cost: number;
  /** Time to first token; null when no token came. */
  ttftMs: number | null;
  latencyMs: number;
  /** 1 + the number of fallbacks. */
  attempts: number;
  /** The start of the prompt, with credentials, e-mail addresses and long digit runs redacted. */
  preview: string;
}

export interface GatewayLogDetail extends GatewayLogRow {
  keyName: string | null;
  /** Every attempt in order; the failed ones are the spec's candidate failures. */
  candidates: GatewayAttempt[];
  /** The session and turn (assistant message) that made the request, when an agent session did. */
  session: { id: string; messageId: string | null; title: string | null; available: boolean } | null;
  request: { endpoint: string; maxTokens: number; temperature: number; tools: number; images: number };
}

export interface GatewayLogPage extends ListPage<GatewayLogRow> {
  /** How many rows the whole filter matches (every page, not just this one). */
  total: number;
}

/** A figure and the same figure over the period just before (same length). */
export interface GatewayMetric {
  value: number | null;
  previous: number | null;
}

export interface GatewayOverview {
  range: GatewayRange;
  previousRange: { from: string; to: string };
  /**
   * How much of the previous period the gateway has data for: `none` (no request in it), `partial` (its data starts
   * inside it, e.g. the project's traffic began then), `full`. A change against a period without full data is no
   * comparison, and the console says so instead of a percentage.
   */
  previousCoverage: 'full' | 'partial' | 'none';
  /** When the gateway's data for this project starts (ISO), or null without any. */
  dataFrom: string | null;
  requests: GatewayMetric;
  /** USD. */
  spend: GatewayMetric;
  /** Failed requests / requests, 0–1; null without requests. */
  errorRate: GatewayMetric;
  p50LatencyMs: GatewayMetric;
  p95LatencyMs: GatewayMetric;
  inputTokens: GatewayMetric;
  outputTokens: GatewayMetric;
}

/** Per-bucket figures; arrays are aligned with `GatewaySeries.buckets`. */
export interface GatewaySeriesLine {
  name: string;
  requests: number[];
  /** USD. */
  spend: number[];
  errors: number[];
  /** p95 latency of the bucket; null when it had no request. */
  p95LatencyMs: Array<number | null>;
}

export interface GatewaySeries {
  range: GatewayRange;
  /** ISO start of each bucket; the last one ends at `range.to`. */
  buckets: string[];
  split: GatewaySplit | null;
  total: GatewaySeriesLine;
  /** One line per model or provider (empty without a split), busiest first. */
  lines: GatewaySeriesLine[];
}

export interface GatewayTotals {
  requests: number;
  errors: number;
  errorRate: number | null;
  inputTokens: number;
  outputTokens: number;
  /** USD. */
  spend: number;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
}

export interface GatewayBreakdownRow extends GatewayTotals {
  /** The value to filter logs by (model id, provider, key id, agent name, session id); `null` groups rows without one. */
  key: string | null;
  label: string;
}

export interface GatewayBreakdown {
  range: GatewayRange;
  by: GatewayDimension;
  rows: GatewayBreakdownRow[];
  total: GatewayTotals;
}

export interface GatewaySessionRow extends GatewayBreakdownRow {
  agent: string | null;
  firstAt: string;
  lastAt: string;
  /** Whether the session is still kept by the platform (a link to it opens). */
  available: boolean;
}

export interface GatewaySessions {
  range: GatewayRange;
  rows: GatewaySessionRow[];
  total: GatewayTotals;
}

export interface GatewayErrorGroup {
  code: string;
  provider: string;
  statusClass: GatewayStatusClass;
  count: number;
  lastAt: string;
  /** Aligned with `GatewayErrors.buckets`. */
  counts: number[];
}

export interface GatewayErrors {
  range: GatewayRange;
  buckets: string[];
  groups: GatewayErrorGroup[];
  /** Failed requests in the range (the sum of every group). */
  total: number;
  requests: number;
}

export type GatewayBudgetScope = 'project' | 'key' | 'agent';
export type GatewayBudgetPeriod = 'day' | 'week' | 'month';
export type GatewayBudgetState = 'ok' | 'warning' | 'exceeded';

export interface GatewayBudget {
  id: string;
  scope: GatewayBudgetScope;
  /** Key id or agent name; null for the project. */
  target: string | null;
  /** Display name of the target. */
  targetLabel: string;
  period: GatewayBudgetPeriod;
  /** USD per period. */
  limit: number;
  /** Percent of the limit (1–100) past which the budget warns. */
  alertThreshold: number;
  /** IANA zone the period starts in (midnight, Monday, the 1st). */
  tz: string;
  periodStart: string;
  periodEnd: string;
  /** USD spent in the current period, from the same aggregation as every other figure. */
  spend: number;
  state: GatewayBudgetState;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** A gateway API key: prefix and metadata only; the secret appears once, in `GatewayKeyCreated`. */
export interface GatewayKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface GatewayKeyCreated extends GatewayKey {
  /** Shown once. */
  secret: string;
}

export type GatewayFallbackOn = 'transient' | 'any-error';

export interface GatewayRoutingPolicy {
  defaultModel: string;
  visionModel: string;
  /** Ordered; each model at most once. */
  fallbacks: string[];
  fallbackOn: GatewayFallbackOn;
}

export interface GatewayRouting {
  policy: GatewayRoutingPolicy;
  /** True while the platform default applies (never set, or reset). */
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One attempt the routing preview predicts. */
export interface GatewayPreviewAttempt {
  attempt: number;
  model: string;
  provider: string;
  outcome: 'ok' | 'failed';
  /** The simulated failure of this model (a `FAILURE_KINDS` name, lib/contract/gateway-routing.ts). */
  failure?: FailureKind;
  status?: number;
  transient?: boolean;
}

/** The route of one kind of request: text from the default model, images from the vision model. */
export interface GatewayRoutePreview {
  kind: 'text' | 'vision';
  attempts: GatewayPreviewAttempt[];
  /** Chain entries passed over without an attempt (a model without image support on an image request, a repeat). */
  skipped: Array<{ model: string; reason: 'no_image_support' | 'already_tried' | 'unknown_model' }>;
  /** The model that answers; null when every candidate failed or a failure stopped the chain. */
  answeredBy: string | null;
  /** answered; stopped (a non-transient failure while fallbackOn is transient); exhausted (every model failed). */
  result: 'answered' | 'stopped' | 'exhausted';
}

export interface GatewayRoutingPreview {
  policy: GatewayRoutingPolicy;
  /** The model default that starts the text chain (agent over project over account, else the policy's default model). */
  modelDefault: EffectiveModel;
  text: GatewayRoutePreview;
  vision: GatewayRoutePreview;
}

export interface GatewayPlaygroundResult {
  /** The model picked. */
  model: string;
  /** The model that answered after routing (differs when it fell back); null when all failed. */
  answeredBy: string | null;
  provider: string | null;
  output: string | null;
  latencyMs: number;
  ttftMs: number | null;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  attempts: GatewayAttempt[];
  error: { code: string; message: string } | null;
}

export interface GatewayPlayground {
  results: GatewayPlaygroundResult[];
}

export type { GatewayCatalogModel } from './types-catalog';
