// Deterministic model answers for the playground and the gateway route: the same prompt on the same model always
// gives the same text, tokens, latency and cost. Numbers come from a hash of (model, prompt); prices from the catalog.
import 'server-only';
import { createHash } from 'node:crypto';
import type { GatewayCatalogModel } from '@/lib/contract/types-gateway';
import { FAILURE_KINDS, type FailureKind } from '@/lib/contract/gateway-routing';
import { COST_MARKUP } from '@/lib/sdk/cost';

export interface MockAnswer {
  text: string;
  inputTokens: number;
  outputTokens: number;
  ttftMs: number;
  latencyMs: number;
  /** USD with the platform markup, rounded to the micro-dollar. */
  cost: number;
}

/** Four unsigned 32-bit numbers from (model, prompt). */
function draws(model: string, prompt: string): number[] {
  const digest = createHash('sha256').update(`${model}\u0000${prompt}`).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset));
}

const OPENERS = ['Here is a short answer.', 'In brief:', 'Sure. The key points:', 'A direct answer first, then the detail.'];
const BODIES = [
  'The request is handled in three steps: read the input, apply the rule, and report what changed.',
  'Two options fit. The first is simpler to run; the second scales better when traffic grows.',
  'The main risk is stale data. Refresh before acting, and keep the previous value for a rollback.',
  'Start with the smallest change that proves the idea, measure it, and only then generalise.',
];

export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export function mockAnswer(model: GatewayCatalogModel, prompt: string): MockAnswer {
  const [a, b, c, d] = draws(model.id, prompt);
  const inputTokens = estimateTokens(prompt) + 12;
  const outputTokens = 60 + (a % 240);
  const topic = prompt.replace(/\s+/g, ' ').trim().slice(0, 80);
  const text = `${OPENERS[b % OPENERS.length]} ${BODIES[c % BODIES.length]} (Mock answer from ${model.label} to “${topic}${prompt.length > 80 ? '…' : ''}”.)`;
  const ttftMs = Math.round(180 + model.outputPricePerMTok * 18 + (d % 220));
  const latencyMs = ttftMs + Math.round(outputTokens * (6 + model.outputPricePerMTok * 1.1));
  const raw = (inputTokens * model.inputPricePerMTok + outputTokens * model.outputPricePerMTok) / 1_000_000;
  return { text, inputTokens, outputTokens, ttftMs, latencyMs, cost: Math.round(raw * COST_MARKUP * 1e6) / 1e6 };
}

/** How long a simulated failure takes before the gateway moves on. */
export const FAILURE_DURATION_MS: Record<FailureKind, number> = { rate_limited: 120, server_error: 900, unavailable: 300, timeout: 10_000, bad_request: 80, unauthorized: 60 };

export const failureStage = (kind: FailureKind) => (kind === 'timeout' ? 'connect' : 'upstream');
export const failureCode = (kind: FailureKind) => FAILURE_KINDS[kind].code;
