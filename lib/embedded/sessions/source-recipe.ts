// What a simulated session source was started from, kept on the source so that it can be saved and rebuilt after a
// restart (saved-source.ts).
import 'server-only';
import type { GatingPolicy } from './connector-run';
import type { SessionSource } from './types';

export type SourceRecipe =
  | { kind: 'prompted'; start: number; prompt: string; agent: string }
  | { kind: 'gated'; start: number; prompt: string; agent: string; policies: GatingPolicy[] };

const RECIPE = Symbol('source-recipe');

/** Marks a source as rebuilt from `recipe` after a restart. */
export function withRecipe<T extends SessionSource>(source: T, recipe: SourceRecipe): T {
  (source as T & { [RECIPE]?: SourceRecipe })[RECIPE] = recipe;
  return source;
}

export const recipeOf = (source: SessionSource): SourceRecipe | undefined => (source as SessionSource & { [RECIPE]?: SourceRecipe })[RECIPE];
