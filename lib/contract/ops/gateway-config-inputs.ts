import { z } from 'zod';
import { FAILURE_KIND_NAMES, FALLBACK_ON, PLAYGROUND_MAX_PROMPT } from '../gateway-routing';

const modelId = z.string({ error: 'A model id such as claude-sonnet-4-5' }).min(1, 'Pick a model').max(200);

/**
 * The policy's shape. What needs the catalog (known models, a vision model that takes images, no model twice) is
 * checked by the platform with lib/gateway/routing-policy.ts and answers 400 `invalid_routing_policy`; both kinds of
 * 400 list `issues` with the `path` of the bad field.
 */
export const routingPolicyInput = z
  .object({
    defaultModel: modelId,
    visionModel: modelId,
    fallbacks: z.array(modelId, { error: 'The fallback chain is a list of model ids' }),
    fallbackOn: z.enum(FALLBACK_ON, { error: 'fallbackOn is transient or any-error' }),
  })
  .strict();

/** Model id → simulated failure; models not listed answer. */
export const simulatedFailuresInput = z.record(z.string().min(1).max(200), z.enum(FAILURE_KIND_NAMES, { error: `A failure is one of ${FAILURE_KIND_NAMES.join(', ')}` }));

export const routingPreviewInput = z
  .object({
    /** The draft to preview; absent: the policy in force. */
    policy: routingPolicyInput.optional(),
    failures: simulatedFailuresInput.optional(),
    /** The agent whose request to preview: its model default (agent, project, account) starts the text chain. */
    agent: z.string().min(1).max(100).optional(),
  })
  .strict();

/** The 6-model limit is checked by the platform, so a seventh model answers its own code (`too_many_models`). */
export const playgroundInput = z
  .object({
    prompt: z.string().trim().min(1, 'Write a prompt').max(PLAYGROUND_MAX_PROMPT, `A prompt is at most ${PLAYGROUND_MAX_PROMPT} characters`),
    models: z.array(modelId).min(1, 'Pick at least one model'),
    /** Models the simulation takes down, and how: they fall back as the routing policy says. */
    failures: simulatedFailuresInput.optional(),
  })
  .strict();

const messagePart = z.union([
  z.object({ type: z.literal('text'), text: z.string().max(PLAYGROUND_MAX_PROMPT) }).strict(),
  z.object({ type: z.literal('image_url'), image_url: z.object({ url: z.string().max(2_000_000) }).loose() }).strict(),
]);

/** An OpenAI-style chat completion request; `model` absent uses the routing policy's default (or vision) model. */
export const chatCompletionInput = z
  .object({
    model: modelId.optional(),
    messages: z
      .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.union([z.string().max(PLAYGROUND_MAX_PROMPT), z.array(messagePart).max(20)]) }).loose())
      .min(1, 'Send at least one message')
      .max(100),
    max_tokens: z.number().int().min(1).max(128_000).optional(),
    temperature: z.number().min(0).max(2).optional(),
  })
  .loose();
