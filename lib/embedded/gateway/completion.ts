// `POST /v1/gateway/chat/completions`: the gateway's own route, authenticated by a gateway API key. It follows the
// key's project routing policy (image requests start at the vision model) and answers a deterministic mock
// (`max_tokens` and `temperature` are accepted and do not change it).
import 'server-only';
import { z } from 'zod';
import type { chatCompletionInput } from '@/lib/contract/ops/gateway-config-inputs';
import type { GatewayChatCompletion } from '@/lib/contract/types-gateway-completion';
import { previewRoute } from '@/lib/gateway/routing-preview';
import { badRequest } from '../errors';
import type { Store } from '../store';
import { GATEWAY_CATALOG, catalogModel } from './catalog';
import { effectiveModel } from '../models/defaults';
import { mockAnswer } from './mock-answer';
import type { GatewayKeyRecord } from './records';
import { routingPolicyOf } from './state';

type Input = z.output<typeof chatCompletionInput>;

const textOf = (content: Input['messages'][number]['content']) => (typeof content === 'string' ? content : content.map((p) => (p.type === 'text' ? p.text : '')).join('\n'));
const hasImage = (input: Input) => input.messages.some((m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'));

export function completeChat(store: Store, key: GatewayKeyRecord, input: Input, now: number, id: string): GatewayChatCompletion {
  const kind = hasImage(input) ? 'vision' : 'text';
  if (input.model !== undefined) {
    const model = catalogModel(input.model);
    if (!model) throw badRequest('unknown_model', `${input.model} is not in the model catalog`, { path: ['model'] });
    if (kind === 'vision' && !model.vision) throw badRequest('no_image_support', `${input.model} does not accept images`, { path: ['model'] });
  }
  const policy = routingPolicyOf(store, key.project_id);
  const project = store.projects.get(key.project_id);
  // A key belongs to no agent: a text request naming no model starts at the project's (or the account's) default.
  const start = input.model ?? (kind === 'text' && project ? effectiveModel(store, project, null, policy).model : undefined);
  const route = previewRoute(policy, {}, GATEWAY_CATALOG, kind, start);
  const answeredBy = catalogModel(route.answeredBy ?? '') ?? catalogModel(policy.defaultModel)!;
  const prompt = input.messages.map((m) => textOf(m.content)).join('\n');
  const answer = mockAnswer(answeredBy, prompt);
  key.last_used_at = new Date(now).toISOString();
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(now / 1000),
    model: answeredBy.id,
    choices: [{ index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: answer.inputTokens, completion_tokens: answer.outputTokens, total_tokens: answer.inputTokens + answer.outputTokens },
    gateway: { requestedModel: start ?? (kind === 'vision' ? policy.visionModel : policy.defaultModel), provider: answeredBy.provider, attempts: route.attempts, cost: answer.cost },
  };
}
