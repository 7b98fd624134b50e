import type { MessageWithParts, Tokens } from '@/lib/contract/wire';
import { isUserMessage, messageParts, type PartLike, unwrapPart } from './guards';
import { readTokens } from './parts';
import { isRecord, num, prop, str } from './util';

/** Every displayed cost is the provider cost times this platform markup. */
export const COST_MARKUP = 1.2;

/** USD per million tokens. `cacheRead`/`cacheWrite` default to `input` when absent. */
export interface ModelRates {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
}

/** Model-id prefix → rates; the longest matching prefix wins. */
export type PricingTable = Readonly<Record<string, ModelRates>>;

/** Custom lookup: return rates for a model, or undefined to fall back to the table. */
export type PricingLookup = (providerID: string, modelID: string) => ModelRates | undefined;

/**
 * Default list prices (USD per 1M tokens) used only to estimate steps that report a cost of 0.
 * Keys are model-id prefixes, matched case-insensitively against the model id's last path
 * segment ("openrouter/anthropic/claude-sonnet-4" → "claude-sonnet-4"). Ids containing "free"
 * are priced at zero. Override with `options.pricing` / `options.lookup`.
 */
export const DEFAULT_PRICING: PricingTable = {
  'claude-opus-4-5': { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  'claude-opus': { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  'claude-sonnet': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'claude-haiku': { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  'claude-3-5-haiku': { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
  'gpt-5-nano': { input: 0.05, output: 0.4, cacheRead: 0.005 },
  'gpt-5-mini': { input: 0.25, output: 2, cacheRead: 0.025 },
  'gpt-5': { input: 1.25, output: 10, cacheRead: 0.125 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4, cacheRead: 0.025 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6, cacheRead: 0.1 },
  'gpt-4.1': { input: 2, output: 8, cacheRead: 0.5 },
  'gpt-4o-mini': { input: 0.15, output: 0.6, cacheRead: 0.075 },
  'gpt-4o': { input: 2.5, output: 10, cacheRead: 1.25 },
  o3: { input: 2, output: 8, cacheRead: 0.5 },
  'o4-mini': { input: 1.1, output: 4.4, cacheRead: 0.275 },
  'gemini-2.5-pro': { input: 1.25, output: 10, cacheRead: 0.31 },
  'gemini-2.5-flash': { input: 0.3, output: 2.5, cacheRead: 0.075 },
  'gemini-3-pro': { input: 2, output: 12, cacheRead: 0.2 },
  'deepseek': { input: 0.28, output: 0.42, cacheRead: 0.028 },
  'glm': { input: 0.6, output: 2.2, cacheRead: 0.11 },
  'kimi-k2': { input: 0.6, output: 2.5, cacheRead: 0.15 },
  'qwen3-coder': { input: 0.45, output: 1.8 },
  'grok-4': { input: 3, output: 15, cacheRead: 0.75 },
  'grok-code-fast': { input: 0.2, output: 1.5, cacheRead: 0.02 },
};

export interface CostOptions {
  /** Replaces (not merges with) `DEFAULT_PRICING`. */
  pricing?: PricingTable;
  /** Consulted first; its undefined falls back to the table. */
  lookup?: PricingLookup;
  /** Model for parts given without their message. */
  model?: { providerID?: string; modelID?: string };
}

export interface TokenTotals {
  input: number;
  output: number;
  reasoning: number;
  cacheRead: number;
  cacheWrite: number;
}

export interface CostSummary {
  /** Billed USD: (reported + estimated provider cost) × COST_MARKUP. */
  cost: number;
  tokens: TokenTotals;
  /** Step-finish parts (or, for messages without any, messages) counted. */
  steps: number;
  /** True when at least one step reported 0 and a non-zero estimate from tokens was used. */
  estimated: boolean;
}

/** Rates for a model id from a table, by longest case-insensitive prefix of its last path segment. */
export function findModelRates(modelID: string | undefined, pricing: PricingTable = DEFAULT_PRICING): ModelRates | undefined {
  if (!modelID) return undefined;
  const id = (modelID.split('/').pop() ?? modelID).toLowerCase();
  if (/(^|[-_:.])free($|[-_:.])/.test(id)) return { input: 0, output: 0 };
  let best: string | undefined;
  for (const key of Object.keys(pricing)) {
    const prefix = key.toLowerCase();
    if (id.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = key;
  }
  return best === undefined ? undefined : pricing[best];
}

/** Provider cost (no markup) of a token count at given rates. `input` excludes cached tokens. */
export function estimateCost(tokens: Tokens | undefined, rates: ModelRates): number {
  if (!tokens) return 0;
  const perToken = (rate: number) => rate / 1_000_000;
  return (
    tokens.input * perToken(rates.input) +
    (tokens.output + (tokens.reasoning ?? 0)) * perToken(rates.output) +
    (tokens.cache?.read ?? 0) * perToken(rates.cacheRead ?? rates.input) +
    (tokens.cache?.write ?? 0) * perToken(rates.cacheWrite ?? rates.input)
  );
}

function emptyTotals(): TokenTotals {
  return { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
}

function addTokens(totals: TokenTotals, tokens: Tokens | undefined): void {
  if (!tokens) return;
  totals.input += tokens.input;
  totals.output += tokens.output;
  totals.reasoning += tokens.reasoning ?? 0;
  totals.cacheRead += tokens.cache?.read ?? 0;
  totals.cacheWrite += tokens.cache?.write ?? 0;
}

function modelOf(message: unknown, options: CostOptions): { providerID: string; modelID: string } {
  const info = prop(message, 'info');
  return {
    providerID: str(prop(info, 'providerID')) ?? options.model?.providerID ?? '',
    modelID: str(prop(info, 'modelID')) ?? options.model?.modelID ?? '',
  };
}

function ratesFor(model: { providerID: string; modelID: string }, options: CostOptions): ModelRates | undefined {
  return options.lookup?.(model.providerID, model.modelID) ?? findModelRates(model.modelID, options.pricing ?? DEFAULT_PRICING);
}

class CostAccumulator {
  raw = 0;
  tokens = emptyTotals();
  steps = 0;
  estimated = false;
  constructor(private readonly options: CostOptions) {}

  /** One cost report (a step-finish part, or a message's own totals). */
  add(reported: number | undefined, tokens: Tokens | undefined, model: { providerID: string; modelID: string }) {
    this.steps++;
    addTokens(this.tokens, tokens);
    if (reported !== undefined && reported > 0) {
      this.raw += reported;
      return;
    }
    const rates = ratesFor(model, this.options);
    const estimate = rates ? estimateCost(tokens, rates) : 0;
    if (estimate > 0) {
      this.raw += estimate;
      this.estimated = true;
    }
  }

  summary(): CostSummary {
    return { cost: this.raw * COST_MARKUP, tokens: this.tokens, steps: this.steps, estimated: this.estimated };
  }
}

function addStepFinish(acc: CostAccumulator, part: unknown, model: { providerID: string; modelID: string }) {
  acc.add(num(prop(part, 'cost')), readTokens(prop(part, 'tokens')), model);
}

/**
 * Cost of a turn from its step-finish parts (wire parts, or `{ part, message }` pairs from
 * `collectTurnParts`, whose message gives the model). A step reporting 0 is estimated from its
 * tokens with the pricing table; the total is multiplied by COST_MARKUP.
 */
export function getTurnCost(parts: readonly PartLike[] | unknown, options: CostOptions = {}): CostSummary {
  const acc = new CostAccumulator(options);
  if (!Array.isArray(parts)) return acc.summary();
  for (const item of parts) {
    const part = unwrapPart(item);
    if (prop(part, 'type') !== 'step-finish') continue;
    const message = isRecord(item) && item !== part ? prop(item, 'message') : undefined;
    addStepFinish(acc, part, modelOf(message, options));
  }
  return acc.summary();
}

/**
 * Cost of a whole session: for each assistant message, its step-finish parts (as in getTurnCost),
 * or — for a message without any — the message's own `cost`/`tokens`. Times COST_MARKUP.
 */
export function getSessionCost(messages: readonly MessageWithParts[] | unknown, options: CostOptions = {}): CostSummary {
  const acc = new CostAccumulator(options);
  if (!Array.isArray(messages)) return acc.summary();
  for (const message of messages) {
    if (isUserMessage(message) || !isRecord(message)) continue;
    const model = modelOf(message, options);
    let sawStep = false;
    for (const part of messageParts(message)) {
      if (prop(part, 'type') !== 'step-finish') continue;
      sawStep = true;
      addStepFinish(acc, part, model);
    }
    if (!sawStep) {
      const info = prop(message, 'info');
      const tokens = readTokens(prop(info, 'tokens'));
      const reported = num(prop(info, 'cost'));
      if (tokens || (reported !== undefined && reported > 0)) acc.add(reported, tokens, model);
    }
  }
  return acc.summary();
}
