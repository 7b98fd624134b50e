// The generated request log of a project: 30 days before the seed anchor, columnar (typed arrays, oldest first), built
// on first use and kept per store. It is derived data: the same anchor and sessions give the same rows, so nothing of
// it is stored or persisted. docs/GATEWAY.md describes the shape of the traffic.
import 'server-only';
import { COST_MARKUP, findModelRates, getSessionCost } from '@/lib/sdk/cost';
import { readTokens } from '@/lib/sdk/parts';
import { prop } from '@/lib/sdk/util';
import type { MessageWithParts, RetryPart } from '@/lib/contract/wire';
import type { Store } from '../store';
import { GATEWAY_CATALOG } from './catalog';
import { CLS, CODE_ALL_FAILED, CODE_KEY_REVOKED, FAIL, FAILURES, classOfStatus, failureDuration } from './failures';
import { TRAFFIC_FALLBACKS, TRAFFIC_VISION_MODEL, trafficProfile, type TrafficProfile } from './profiles';
import { hash32, hashString, pickWeighted, prng, unit } from './random';
import { redactPreview } from './redact';
import type { ModelCall } from '../sessions/types';
import { seedGatewayKeys, seedKeyCreatedAt, seedKeyRevokedAt } from './seed-keys';

export const TRAFFIC_DAYS = 30;
const DAY = 86_400_000;
const MINUTE = 60_000;
export const NONE8 = 255;
export const FLAG_STREAM = 1;
export const FLAG_VISION = 2;

const COLUMNS = {
  at: Float64Array,
  model: Uint8Array,
  requested: Uint8Array,
  key: Uint8Array,
  agent: Uint8Array,
  session: Int32Array,
  message: Int32Array,
  status: Uint16Array,
  cls: Uint8Array,
  code: Uint8Array,
  flags: Uint8Array,
  inTok: Uint32Array,
  outTok: Uint32Array,
  /** Cost in micro-dollars (an integer), so sums are exact. */
  cost: Float64Array,
  /** -1: no token came. */
  ttft: Int32Array,
  latency: Uint32Array,
  attempts: Uint8Array,
  /** FAILURES index per failed attempt, 4 bits each (attempt 1 in the low bits). */
  failures: Uint16Array,
  preview: Uint16Array,
} as const;

type ColumnName = keyof typeof COLUMNS;
export type Columns = { [K in ColumnName]: InstanceType<(typeof COLUMNS)[K]> };

export interface TrafficSession {
  id: string;
  title: string | null;
  /** A session the platform keeps (a seeded one); generated sessions are not kept. */
  real: boolean;
}

export interface Traffic extends Columns {
  projectId: string;
  /** Short tag in log and request ids. */
  tag: string;
  n: number;
  from: number;
  to: number;
  models: string[];
  providerOfModel: Uint8Array;
  providers: string[];
  keys: string[];
  agents: string[];
  sessions: TrafficSession[];
  messageIds: string[];
  previews: string[];
  /** Per-row seed for facts rebuilt on demand (attempt durations, request metadata). */
  rowSeed(i: number): number;
  /** Milliseconds generation took (recorded in docs/PERFORMANCE.md). */
  buildMs: number;
}

function allocate(n: number): Columns {
  const out = {} as Record<ColumnName, unknown>;
  for (const [name, Ctor] of Object.entries(COLUMNS)) out[name as ColumnName] = new Ctor(n);
  return out as Columns;
}

interface Dictionaries {
  models: string[];
  modelIndex: Map<string, number>;
  providerOfModel: number[];
  providers: string[];
  rates: Array<{ input: number; output: number }>;
  keys: string[];
  agents: string[];
  agentIndex: Map<string, number>;
  sessions: TrafficSession[];
  messageIds: string[];
  previews: string[];
  previewIndex: Map<string, number>;
}

function dictionaries(): Dictionaries {
  const d: Dictionaries = { models: [], modelIndex: new Map(), providerOfModel: [], providers: [], rates: [], keys: [], agents: [], agentIndex: new Map(), sessions: [], messageIds: [], previews: [], previewIndex: new Map() };
  for (const m of GATEWAY_CATALOG) modelOf(d, m.id, m.provider);
  return d;
}

function modelOf(d: Dictionaries, id: string, provider: string): number {
  const known = d.modelIndex.get(id);
  if (known !== undefined) return known;
  let p = d.providers.indexOf(provider);
  if (p < 0) p = d.providers.push(provider) - 1;
  const entry = GATEWAY_CATALOG.find((m) => m.id === id);
  const rates = entry ? { input: entry.inputPricePerMTok, output: entry.outputPricePerMTok } : (findModelRates(id) ?? { input: 0, output: 0 });
  d.providerOfModel.push(p);
  d.rates.push({ input: rates.input, output: rates.output });
  d.models.push(id);
  d.modelIndex.set(id, d.models.length - 1);
  return d.models.length - 1;
}

function agentOf(d: Dictionaries, name: string): number {
  let i = d.agentIndex.get(name);
  if (i === undefined) {
    i = d.agents.push(name) - 1;
    d.agentIndex.set(name, i);
  }
  return i;
}

function previewOf(d: Dictionaries, text: string): number {
  let i = d.previewIndex.get(text);
  if (i === undefined) {
    i = d.previews.push(text) - 1;
    d.previewIndex.set(text, i);
  }
  return i;
}

/** Micro-dollars for the tokens at the model's list price, with the platform markup. */
const costMicros = (rates: { input: number; output: number }, inTok: number, outTok: number) => Math.round((inTok * rates.input + outTok * rates.output) * COST_MARKUP);

const TTFT_BASE: Record<string, number> = { anthropic: 650, openai: 520, google: 700, mistral: 380 };
const TOKENS_PER_SECOND: Record<string, number> = { anthropic: 75, openai: 90, google: 110, mistral: 120 };

/** The models a routed request tries, in order: the one asked for, then the historical fallbacks (three at most). */
export function fallbackChain(models: readonly string[], requested: number): number[] {
  const chain = [requested];
  for (const id of TRAFFIC_FALLBACKS) {
    const m = models.indexOf(id);
    if (m >= 0 && !chain.includes(m)) chain.push(m);
    if (chain.length === 3) break;
  }
  return chain;
}

/** Writes one finished request into the columns at row `j`. */
interface RowInit {
  at: number;
  requested: number;
  key: number;
  agent: number;
  session: number;
  message: number;
  stream: boolean;
  vision: boolean;
  inTok: number;
  outTok: number;
  preview: number;
  /** Micro-dollars when the caller knows what the call cost (a session's step); otherwise tokens × list price × markup. */
  costMicros?: number;
}

class Writer {
  constructor(
    readonly c: Columns,
    readonly d: Dictionaries,
    readonly seedOf: (at: number) => number,
  ) {}

  /** A request routed through `chain`, whose attempts fail with `kinds` (0 = answered) until one answers or none is left. */
  routed(j: number, row: RowInit, chain: readonly number[], kinds: readonly number[], latencyFactor = 1): void {
    const { c, d } = this;
    const seed = this.seedOf(row.at);
    let failures = 0;
    let spent = 0;
    let attempt = 0;
    let finalKind = 0;
    for (; attempt < chain.length; attempt++) {
      const kind = kinds[attempt] ?? 0;
      if (kind === FAIL.none) break;
      failures |= kind << (4 * attempt);
      const failure = FAILURES[kind]!;
      const last = attempt === chain.length - 1 || !failure.transient;
      if (last) {
        finalKind = kind;
        spent += failureDuration(kind, unit(seed, attempt));
        attempt += 1;
        break;
      }
      spent += failureDuration(kind, unit(seed, attempt));
    }
    const answered = finalKind === 0;
    const finalModel = chain[Math.min(attempt, chain.length - 1)];
    const provider = d.providers[d.providerOfModel[finalModel]];
    c.at[j] = row.at;
    c.requested[j] = row.requested;
    c.model[j] = finalModel;
    c.key[j] = row.key;
    c.agent[j] = row.agent;
    c.session[j] = row.session;
    c.message[j] = row.message;
    c.flags[j] = (row.stream ? FLAG_STREAM : 0) | (row.vision ? FLAG_VISION : 0);
    c.inTok[j] = row.inTok;
    c.preview[j] = row.preview;
    c.failures[j] = failures;
    if (answered) {
      const ttft = Math.round((TTFT_BASE[provider] ?? 600) * (0.6 + unit(seed, 7) * 1.2) * latencyFactor + (row.vision ? 300 : 0));
      const generation = Math.round((row.outTok / (TOKENS_PER_SECOND[provider] ?? 80)) * 1000 * latencyFactor);
      c.attempts[j] = attempt + 1;
      c.status[j] = 200;
      c.cls[j] = CLS.ok;
      c.code[j] = 0;
      c.outTok[j] = row.outTok;
      c.cost[j] = row.costMicros ?? costMicros(d.rates[finalModel], row.inTok, row.outTok);
      c.ttft[j] = spent + (row.stream ? ttft : ttft + generation);
      c.latency[j] = spent + ttft + generation;
    } else {
      const failure = FAILURES[finalKind]!;
      c.attempts[j] = attempt;
      const allFailed = attempt > 1;
      c.status[j] = allFailed && failure.status !== 429 && failure.status !== 504 ? 502 : failure.status;
      c.cls[j] = classOfStatus(c.status[j]);
      c.code[j] = allFailed ? CODE_ALL_FAILED : finalKind;
      c.outTok[j] = 0;
      c.cost[j] = 0;
      c.ttft[j] = -1;
      c.latency[j] = spent;
    }
  }

  /** A request with a revoked key: refused before routing (401), no attempt. */
  refused(j: number, row: RowInit): void {
    const { c } = this;
    c.at[j] = row.at;
    c.requested[j] = row.requested;
    c.model[j] = row.requested;
    c.key[j] = row.key;
    c.agent[j] = row.agent;
    c.session[j] = row.session;
    c.message[j] = row.message;
    c.flags[j] = (row.stream ? FLAG_STREAM : 0) | (row.vision ? FLAG_VISION : 0);
    c.inTok[j] = 0;
    c.outTok[j] = 0;
    c.cost[j] = 0;
    c.ttft[j] = -1;
    c.latency[j] = 3 + Math.round(unit(this.seedOf(row.at), 5) * 9);
    c.attempts[j] = 0;
    c.failures[j] = 0;
    c.status[j] = 401;
    c.cls[j] = CLS.client;
    c.code[j] = CODE_KEY_REVOKED;
    c.preview[j] = row.preview;
  }
}

/** Requests per minute over the window: a working-day curve, quieter weekends, slow growth. */
function minuteWeights(from: number, minutes: number): Float64Array {
  const weights = new Float64Array(minutes);
  for (let m = 0; m < minutes; m++) {
    const t = from + m * MINUTE;
    const hour = (t % DAY) / 3_600_000;
    const day = (Math.floor(t / DAY) + 4) % 7; // 1970-01-01 was a Thursday
    const diurnal = 0.25 + Math.exp(-((hour - 14.5) ** 2) / 18) + 0.35 * Math.exp(-((hour - 20) ** 2) / 6);
    const weekly = day === 0 || day === 6 ? 0.55 : 1;
    const growth = 0.8 + (0.4 * m) / minutes;
    weights[m] = diurnal * weekly * growth;
  }
  return weights;
}

interface ActiveIncident {
  provider: number;
  start: number;
  end: number;
  failureList: Array<[number, number]>;
  latencyFactor?: number;
}

function incidentAt(incidents: readonly ActiveIncident[], provider: number, t: number): ActiveIncident | undefined {
  for (const incident of incidents) {
    if (incident.provider === provider && t >= incident.start && t < incident.end) return incident;
  }
  return undefined;
}

// Failure kind and probability per attempt; client errors (non-transient) only on the first attempt.
const BASE_KINDS = [FAIL.rateLimit, FAIL.server, FAIL.badGateway, FAIL.unavailable, FAIL.timeout];
const BASE_P = [0.008, 0.004, 0.002, 0.002, 0.003];
const CLIENT_KINDS = [FAIL.invalid, FAIL.context, FAIL.policy];
const CLIENT_P = [0.007, 0.004, 0.002];

/** The failure kind of one attempt (0 = answered). */
function drawFailure(u: number, first: boolean, incident: ActiveIncident | undefined): number {
  let x = u;
  if (incident) {
    for (const [kind, p] of incident.failureList) {
      if (x < p) return kind;
      x -= p;
    }
  }
  for (let k = 0; k < BASE_KINDS.length; k++) {
    if (x < BASE_P[k]) return BASE_KINDS[k];
    x -= BASE_P[k];
  }
  if (first) {
    for (let k = 0; k < CLIENT_KINDS.length; k++) {
      if (x < CLIENT_P[k]) return CLIENT_KINDS[k];
      x -= CLIENT_P[k];
    }
  }
  return FAIL.none;
}

/** A log-normal-ish token count around `median`, within [min, max]. */
function tokens(rand: () => number, median: number, min: number, max: number): number {
  const z = (rand() + rand() + rand() - 1.5) * 1.6;
  return Math.max(min, Math.min(max, Math.round(median * Math.exp(z))));
}

interface SessionRow extends RowInit {
  kinds: number[];
  latency?: number;
  /** The call's cost in micro-dollars: the SDK's getSessionCost of its message, so the session's cost is the sum of its rows. */
  costMicros?: number;
}

const messageCostMicros = (message: unknown) => Math.round(getSessionCost([message]).cost * 1e6);

/**
 * The requests of the project's seeded agent sessions: one per assistant message (per step for the generated long
 * sessions, read by position without building them), plus one failed request per retry. A request's cost is its
 * message's cost as the SDK counts it (getSessionCost, markup included), so a session's gateway requests add up to
 * the cost its header and the session costs show.
 */
function sessionRows(store: Store, projectId: string, d: Dictionaries, from: number, to: number): SessionRow[] {
  const rows: SessionRow[] = [];
  const records = [...store.sessions.values()].filter((s) => s.projectId === projectId && !s.imported && s.runtimeState !== 'running');
  records.sort((a, b) => a.info.id.localeCompare(b.info.id));
  for (const record of records) {
    if (record.info.time.updated < from || record.info.time.created >= to) continue;
    const session = d.sessions.push({ id: record.info.id, title: record.info.title ?? null, real: true }) - 1;
    const calls = record.source.modelCalls?.();
    if (calls) {
      for (const call of calls) longSessionRow(rows, d, session, call, from, to);
      continue;
    }
    const messages = record.source.messages(to) as readonly MessageWithParts[];
    let prompt = '';
    for (const message of messages) {
      const info = message.info;
      if (info.role === 'user') {
        const text = message.parts.find((p) => p.type === 'text');
        prompt = text && 'text' in text ? String(text.text) : '';
        continue;
      }
      if (info.time.created < from || info.time.created >= to) continue;
      const costMicros = messageCostMicros(message);
      // An aborted answer that cost nothing made no billable call; one that did is counted as the session counts it.
      if (info.error?.name === 'MessageAbortedError' && costMicros === 0) continue;
      const model = modelOf(d, info.modelID ?? 'claude-sonnet-4-5', info.providerID ?? 'anthropic');
      const message_ = d.messageIds.push(info.id) - 1;
      const base = {
        requested: model,
        key: 0,
        agent: agentOf(d, info.agent ?? info.mode ?? 'build'),
        session,
        message: message_,
        stream: true,
        vision: message.parts.some((p) => p.type === 'file'),
        preview: previewOf(d, redactPreview(prompt) || '(no text)'),
      };
      for (const part of message.parts) {
        if (part.type !== 'retry') continue;
        rows.push({ ...base, at: (part as RetryPart).time.created - 5_000, inTok: info.tokens?.input ?? 1_000, outTok: 0, kinds: [FAIL.unavailable, FAIL.rateLimit, FAIL.server] });
      }
      const tok = info.tokens;
      // A failed answer that still cost something was answered by the provider (the failure came after): it is billed.
      const failed = Boolean(info.error) && info.error?.name !== 'MessageAbortedError' && costMicros === 0;
      rows.push({
        ...base,
        at: info.time.created,
        inTok: (tok?.input ?? 0) + (tok?.cache?.read ?? 0),
        outTok: (tok?.output ?? 0) + (tok?.reasoning ?? 0),
        kinds: failed ? [FAIL.server, FAIL.server, FAIL.server] : [FAIL.none],
        latency: info.time.completed ? info.time.completed - info.time.created : undefined,
        costMicros,
      });
    }
  }
  return rows.sort((a, b) => a.at - b.at);
}

/** One step of a generated long session as a request (and its failed first try every 50th turn). */
function longSessionRow(rows: SessionRow[], d: Dictionaries, session: number, call: ModelCall, from: number, to: number): void {
  if (call.at < from || call.at >= to) return;
  const info = call.step.info as { modelID?: string; providerID?: string };
  const tokens = readTokens(prop(call.step.parts[0], 'tokens'));
  const base = {
    requested: modelOf(d, info.modelID ?? 'claude-sonnet-4-5', info.providerID ?? 'anthropic'),
    key: 0,
    agent: agentOf(d, 'build'),
    session,
    message: d.messageIds.push(call.messageId) - 1,
    stream: true,
    vision: false,
    preview: previewOf(d, `Turn ${call.turn}`),
  };
  if (call.retried) rows.push({ ...base, at: call.at - 5_000, inTok: tokens?.input ?? 1_000, outTok: 0, kinds: [FAIL.unavailable, FAIL.rateLimit, FAIL.server] });
  rows.push({
    ...base,
    at: call.at,
    inTok: (tokens?.input ?? 0) + (tokens?.cache?.read ?? 0),
    outTok: (tokens?.output ?? 0) + (tokens?.reasoning ?? 0),
    kinds: [FAIL.none],
    costMicros: messageCostMicros(call.step),
  });
}

function projectTag(projectId: string): string {
  return projectId.replace(/^proj_/, '').replace(/[^a-z0-9]/g, '').slice(0, 4) || 'p';
}

/** Generates the traffic of a project with the given profile, ending at `anchor`. */
export function generateTraffic(store: Store, projectId: string, profile: TrafficProfile, anchor: number): Traffic {
  const started = performance.now();
  const projectSeed = hashString(projectId);
  const rand = prng(projectSeed);
  const d = dictionaries();
  const from = anchor - TRAFFIC_DAYS * DAY;
  const seededKeys = seedGatewayKeys(projectId);
  const keyInfo = profile.keys.map((k) => {
    const seeded = seededKeys.find((s) => s.id === k.id);
    return { ...k, createdAt: seeded ? seedKeyCreatedAt(seeded, anchor) : from, revokedAt: seeded ? seedKeyRevokedAt(seeded, anchor) : null };
  });
  d.keys.push(...keyInfo.map((k) => k.id));
  const agentsKey = Math.max(0, keyInfo.findIndex((k) => k.agents));
  const seedOf = (at: number) => hash32(projectSeed, Math.floor(at), Math.floor((at % 1) * 1e6));

  const fromSessions = sessionRows(store, projectId, d, from, anchor);
  for (const row of fromSessions) row.key = agentsKey;
  // The sessions take their share of the profile's volume, but leave at least half of it to the generated traffic (the
  // 10,000-turn session alone makes more calls than Pipelines' whole profile).
  const bulk = Math.max(Math.ceil(profile.total / 2), profile.total - fromSessions.length);
  const n = bulk + fromSessions.length;
  const c = allocate(n);
  const writer = new Writer(c, d, seedOf);

  const minutes = TRAFFIC_DAYS * 24 * 60;
  const weights = minuteWeights(from, minutes);
  const cumulative = new Float64Array(minutes);
  let sum = 0;
  for (let m = 0; m < minutes; m++) cumulative[m] = sum += weights[m];

  const agentWeights = profile.agents.map((a) => a.weight);
  const agentIds = profile.agents.map((a) => agentOf(d, a.name));
  const appModelIds = profile.appModels.map(([id]) => d.modelIndex.get(id)!);
  const appModelWeights = profile.appModels.map(([, w]) => w);
  const agentModels = profile.agents.map((a) => ({ ids: a.models.map(([id]) => d.modelIndex.get(id)!), weights: a.models.map(([, w]) => w) }));
  const agentPrompts = profile.prompts.agent.map((p) => previewOf(d, redactPreview(p)));
  const appPrompts = profile.prompts.app.map((p) => previewOf(d, redactPreview(p)));
  const visionModel = d.modelIndex.get(TRAFFIC_VISION_MODEL)!;
  const hasVision = d.models.map((id) => GATEWAY_CATALOG.find((m) => m.id === id)?.vision === true);
  const chains = d.models.map((_, m) => fallbackChain(d.models, m));
  const keyWeights = new Float64Array(keyInfo.length);
  const kinds: number[] = [];
  const incidents: ActiveIncident[] = profile.incidents.map((incident) => ({
    provider: d.providers.indexOf(incident.provider),
    start: anchor - incident.daysAgo * DAY,
    end: anchor - incident.daysAgo * DAY + incident.hours * 3_600_000,
    failureList: Object.entries(incident.failures).map(([kind, p]) => [Number(kind), p]),
    latencyFactor: incident.latencyFactor,
  }));
  const openSessions = profile.agents.map(() => ({ session: -1, left: 0, lastAt: 0 }));
  let generatedSessions = 0;

  let minute = 0;
  let next = 0;
  let j = 0;
  for (let i = 0; i < bulk; i++) {
    // Stratified inverse-CDF sampling: the i-th request falls in the i-th slice of the cumulative weight, so the
    // times come out sorted without a sort.
    const target = ((i + rand()) / bulk) * sum;
    while (minute < minutes - 1 && cumulative[minute] < target) minute++;
    const within = (target - (cumulative[minute] - weights[minute])) / weights[minute];
    const at = from + (minute + Math.min(0.999, Math.max(0, within))) * MINUTE;
    while (next < fromSessions.length && fromSessions[next].at <= at) {
      const row = fromSessions[next++];
      writer.routed(j++, row, chains[row.requested] ?? fallbackChain(d.models, row.requested), row.kinds);
      if (row.latency !== undefined && c.cls[j - 1] === CLS.ok) c.latency[j - 1] = Math.max(c.latency[j - 1], row.latency);
    }

    for (let k = 0; k < keyInfo.length; k++) {
      const info = keyInfo[k];
      keyWeights[k] = at < info.createdAt ? 0 : info.revokedAt !== null && at >= info.revokedAt ? info.weight * 0.04 : info.weight;
    }
    const key = pickWeighted(keyWeights, rand());
    const isAgent = keyInfo[key].agents === true;
    let agent = NONE8;
    let session = -1;
    let requested: number;
    if (isAgent) {
      const a = pickWeighted(agentWeights, rand());
      agent = agentIds[a];
      requested = agentModels[a].ids[pickWeighted(agentModels[a].weights, rand())];
      const open = openSessions[a];
      if (open.left <= 0 || at - open.lastAt > 45 * MINUTE) {
        open.session = d.sessions.push({ id: `ses_gw_${projectTag(projectId)}_${(generatedSessions++).toString(36).padStart(4, '0')}`, title: null, real: false }) - 1;
        open.left = 4 + Math.floor(rand() * 60);
      }
      open.left -= 1;
      open.lastAt = at;
      session = open.session;
    } else {
      requested = appModelIds[pickWeighted(appModelWeights, rand())];
    }
    const vision = rand() < (isAgent ? 0.03 : 0.09);
    if (vision && !hasVision[requested]) requested = visionModel;
    const stream = rand() < (isAgent ? 0.85 : 0.45);
    const inTok = isAgent ? tokens(rand, 7_000, 600, 120_000) : tokens(rand, 700, 40, 12_000);
    const outTok = isAgent ? tokens(rand, 600, 20, 8_000) : tokens(rand, 220, 5, 2_000);
    const prompts = isAgent ? agentPrompts : appPrompts;
    const row: RowInit = { at, requested, key, agent, session, message: -1, stream, vision, inTok: inTok + (vision ? 1_500 : 0), outTok, preview: prompts[Math.floor(rand() * prompts.length)] };

    if (keyInfo[key].revokedAt !== null && at >= keyInfo[key].revokedAt!) {
      writer.refused(j++, row);
      continue;
    }
    // Agent traffic and most web traffic route through the fallback chain; batch and staging keys pin their model.
    const pinned = !isAgent && (keyInfo[key].pinned === true || rand() < 0.3);
    const chain = pinned ? chains[requested].slice(0, 1) : chains[requested];
    kinds.length = 0;
    let factor = 1;
    for (let a = 0; a < chain.length; a++) {
      const incident = incidentAt(incidents, d.providerOfModel[chain[a]], at);
      if (a === 0 && incident?.latencyFactor) factor = incident.latencyFactor;
      const kind = drawFailure(rand(), a === 0, incident);
      kinds.push(kind);
      if (kind === FAIL.none || !FAILURES[kind]!.transient) break;
    }
    writer.routed(j++, row, chain, kinds, factor);
  }
  while (next < fromSessions.length) {
    const row = fromSessions[next++];
    writer.routed(j++, row, fallbackChain(d.models, row.requested), row.kinds);
  }

  return {
    ...c,
    projectId,
    tag: projectTag(projectId),
    n,
    from,
    to: anchor,
    models: d.models,
    providerOfModel: Uint8Array.from(d.providerOfModel),
    providers: d.providers,
    keys: d.keys,
    agents: d.agents,
    sessions: d.sessions,
    messageIds: d.messageIds,
    previews: d.previews,
    rowSeed: (i: number) => seedOf(c.at[i]),
    buildMs: performance.now() - started,
  };
}

/** An empty traffic log (projects without generated traffic). */
function emptyTraffic(projectId: string, anchor: number): Traffic {
  const d = dictionaries();
  return { ...allocate(0), projectId, tag: projectTag(projectId), n: 0, from: anchor - TRAFFIC_DAYS * DAY, to: anchor, models: d.models, providerOfModel: Uint8Array.from(d.providerOfModel), providers: d.providers, keys: [], agents: [], sessions: [], messageIds: [], previews: [], rowSeed: () => 0, buildMs: 0 };
}

const cache = new WeakMap<Store, Map<string, Traffic>>();

/** The project's traffic, generated on first use and kept for the store's life. */
export function trafficOf(store: Store, projectId: string): Traffic {
  let perStore = cache.get(store);
  if (!perStore) cache.set(store, (perStore = new Map()));
  let traffic = perStore.get(projectId);
  if (!traffic) {
    const profile = trafficProfile(projectId);
    const anchor = store.gatewaySeededAt ?? 0;
    traffic = profile && store.gatewaySeededAt !== null ? generateTraffic(store, projectId, profile, anchor) : emptyTraffic(projectId, anchor);
    perStore.set(projectId, traffic);
  }
  return traffic;
}
