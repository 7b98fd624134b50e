// How a session's source is saved and rebuilt (persist/sessions-slice.ts). A simulated run is saved as what it was
// started from (its script follows from the clock), a gated run with the decisions taken; anything else as the
// messages it has when saved.
import 'server-only';
import type { MessageWithParts, SessionStatus } from '@/lib/contract/wire';
import { connectorApprovalRun } from './connector-run';
import { gatedRunSource, isGatedSource, type GateDecision } from './gated-run';
import { promptedRunSource } from './prompted-run';
import { recipeOf, withRecipe, type SourceRecipe } from './source-recipe';
import { staticSource, type SessionSource } from './types';

export type SavedSource =
  | Extract<SourceRecipe, { kind: 'prompted' }>
  | (Extract<SourceRecipe, { kind: 'gated' }> & { decisions: Array<[string, GateDecision]> })
  | { kind: 'messages'; messages: MessageWithParts[]; status: SessionStatus };

/** The saved form of a session's source at `now`. */
export function saveSource(source: SessionSource, now: number): SavedSource {
  const recipe = recipeOf(source);
  if (recipe?.kind === 'prompted') return recipe;
  if (recipe?.kind === 'gated' && isGatedSource(source)) {
    const decisions = source.gates(Number.MAX_SAFE_INTEGER).flatMap((g): Array<[string, GateDecision]> => (g.decision ? [[g.executionId, g.decision]] : []));
    return { ...recipe, kind: 'gated', decisions };
  }
  return { kind: 'messages', messages: [...source.messages(now)], status: source.status(now) };
}

/** The source a saved one stands for; null when it cannot be rebuilt (the record is then refused). */
export function restoreSource(sessionId: string, saved: SavedSource): SessionSource | null {
  if (saved.kind === 'prompted') return promptedRunSource(sessionId, saved.start, saved.prompt, saved.agent);
  if (saved.kind === 'gated') {
    const script = connectorApprovalRun(sessionId, saved.start, saved.prompt, saved.agent, saved.policies);
    if (!script) return null;
    const source = withRecipe(gatedRunSource(script), { kind: 'gated', start: saved.start, prompt: saved.prompt, agent: saved.agent, policies: saved.policies });
    for (const [executionId, decision] of saved.decisions) source.resolve(executionId, decision);
    return source;
  }
  if (saved.kind === 'messages' && Array.isArray(saved.messages)) return staticSource(saved.messages, saved.status);
  return null;
}
