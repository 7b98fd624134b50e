import { getTurnCost, type CostSummary } from '@/lib/sdk/cost';
import { collectTurnParts, type Turn } from '@/lib/sdk/turns';
import { num, prop } from '@/lib/sdk/util';

function created(message: unknown): number | undefined {
  return num(prop(prop(prop(message, 'info'), 'time'), 'created'));
}

function completed(message: unknown): number | undefined {
  return num(prop(prop(prop(message, 'info'), 'time'), 'completed'));
}

/**
 * Wall time of a turn: from the user's message (or the first answer) to the last answer's
 * completion. Undefined while the last answer is unfinished or when times are missing.
 */
export function turnDurationMs(turn: Turn | unknown): number | undefined {
  const assistants = prop(turn, 'assistants');
  if (!Array.isArray(assistants) || assistants.length === 0) return undefined;
  const start = created(prop(turn, 'user')) ?? created(assistants[0]);
  const end = completed(assistants[assistants.length - 1]);
  if (start === undefined || end === undefined || end < start) return undefined;
  return end - start;
}

/** Cost and tokens of a turn from its step-finish parts (see getTurnCost). */
export function turnCost(turn: Turn | unknown): CostSummary {
  return getTurnCost(collectTurnParts(turn));
}

/** Total tokens of a cost summary (input, output, reasoning and cache). */
export function totalTokens(summary: CostSummary): number {
  const t = summary.tokens;
  return t.input + t.output + t.reasoning + t.cacheRead + t.cacheWrite;
}
