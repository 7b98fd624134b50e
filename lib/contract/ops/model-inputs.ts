import { z } from 'zod';

const model = z.string({ error: 'A model id such as claude-sonnet-4-5' }).min(1, 'Pick a model').max(200);
const agent = z.string({ error: 'An agent name from the manifest' }).min(1, 'Name the agent').max(100);

/** `p.modelDefaults.set`: one scope at a time; an agent default names its agent. */
export const modelDefaultSetInput = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('account'), model }).strict(),
    z.object({ scope: z.literal('project'), model }).strict(),
    z.object({ scope: z.literal('agent'), agent, model }).strict(),
  ],
  { error: 'scope is account, project or agent' },
);

/** `p.modelDefaults.clear`: the scope to clear (the next scope then applies). */
export const modelDefaultClearInput = z.discriminatedUnion(
  'scope',
  [z.object({ scope: z.literal('account') }).strict(), z.object({ scope: z.literal('project') }).strict(), z.object({ scope: z.literal('agent'), agent }).strict()],
  { error: 'scope is account, project or agent' },
);
