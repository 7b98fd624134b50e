import { groupMessagesIntoTurns } from '@/lib/sdk/turns';
import { turnNumbers } from '@/lib/sessions/turn-numbers';
import { totalTokens, turnCost, turnDurationMs } from './turn-meta';

export type TurnRankKey = 'cost' | 'duration' | 'tokens';

export interface RankedTurn {
  /** The turn's id: its deep link is `#turn-<turnId>`. */
  turnId: string;
  /** Its number in the session (null for a turn without a prompt). */
  number: number | null;
  /** Billed USD (getTurnCost, markup included). */
  cost: number;
  durationMs: number | null;
  tokens: number;
}

/** Every turn of the messages with its figures, in session order (the SDK's turn cost, the timeline's duration). */
export function measureTurns(messages: unknown): RankedTurn[] {
  const turns = groupMessagesIntoTurns(messages);
  const numbers = turnNumbers(turns, { complete: true });
  return turns.map((turn, i) => {
    const cost = turnCost(turn);
    return { turnId: turn.id, number: numbers[i] ?? null, cost: cost.cost, durationMs: turnDurationMs(turn) ?? null, tokens: totalTokens(cost) };
  });
}

const value = (turn: RankedTurn, key: TurnRankKey) => (key === 'cost' ? turn.cost : key === 'tokens' ? turn.tokens : (turn.durationMs ?? -1));

/** The `limit` largest turns by `key`, largest first; ties keep session order. Turns without a duration rank last. */
export function rankTurns(turns: readonly RankedTurn[], key: TurnRankKey, limit = 20): RankedTurn[] {
  const n = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  return turns
    .map((turn, index) => ({ turn, index }))
    .sort((a, b) => value(b.turn, key) - value(a.turn, key) || a.index - b.index)
    .slice(0, n)
    .map((x) => x.turn);
}
