// `p.gateway.playground`: one prompt on up to 6 models, side by side. Each picked model is tried first; when the
// simulation takes it down (`failures`), the request falls back along the project's routing policy as the gateway
// would, and the result says which model answered.
import 'server-only';
import { FAILURE_KINDS, PLAYGROUND_MAX_MODELS } from '@/lib/contract/gateway-routing';
import type { GatewayAttempt, GatewayPlayground, GatewayPlaygroundResult, GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { previewRoute, type SimulatedFailures } from '@/lib/gateway/routing-preview';
import { badRequest } from '../errors';
import { GATEWAY_CATALOG, catalogModel } from './catalog';
import { FAILURE_DURATION_MS, failureCode, failureStage, mockAnswer } from './mock-answer';

/** 400 with a code of its own for each refusal: too_many_models, unknown_model, duplicate_model (each with its path). */
export function checkPlaygroundModels(models: readonly string[]): void {
  if (models.length > PLAYGROUND_MAX_MODELS) {
    throw badRequest('too_many_models', `The playground runs at most ${PLAYGROUND_MAX_MODELS} models at once; remove ${models.length - PLAYGROUND_MAX_MODELS}`, { limit: PLAYGROUND_MAX_MODELS, count: models.length, path: ['models'] });
  }
  models.forEach((model, i) => {
    if (!catalogModel(model)) throw badRequest('unknown_model', `${model} is not in the model catalog`, { path: ['models', String(i)] });
    if (models.indexOf(model) !== i) throw badRequest('duplicate_model', `${model} is picked twice`, { path: ['models', String(i)] });
  });
}

function runOne(policy: GatewayRoutingPolicy, model: string, prompt: string, failures: SimulatedFailures): GatewayPlaygroundResult {
  const route = previewRoute(policy, failures, GATEWAY_CATALOG, 'text', model);
  const attempts: GatewayAttempt[] = [];
  let offset = 0;
  for (const a of route.attempts) {
    const info = catalogModel(a.model)!;
    if (a.outcome === 'failed' && a.failure) {
      const duration = FAILURE_DURATION_MS[a.failure];
      attempts.push({ attempt: a.attempt, provider: a.provider, routeModel: a.model, resolvedModel: a.model, stage: failureStage(a.failure), status: a.status, code: failureCode(a.failure), message: FAILURE_KINDS[a.failure].label, offsetMs: offset, durationMs: duration, final: a === route.attempts.at(-1) });
      offset += duration;
      continue;
    }
    const answer = mockAnswer(info, prompt);
    attempts.push({ attempt: a.attempt, provider: a.provider, routeModel: a.model, resolvedModel: a.model, stage: 'complete', status: 200, offsetMs: offset, durationMs: answer.latencyMs, final: true });
    return { model, answeredBy: a.model, provider: a.provider, output: answer.text, latencyMs: offset + answer.latencyMs, ttftMs: offset + answer.ttftMs, inputTokens: answer.inputTokens, outputTokens: answer.outputTokens, cost: answer.cost, attempts, error: null };
  }
  const last = route.attempts.at(-1);
  const error = last?.failure
    ? { code: failureCode(last.failure), message: route.result === 'stopped' ? `${last.model} failed (${FAILURE_KINDS[last.failure].label}); the policy falls back on transient errors only` : `Every model in the chain failed; the last was ${last.model} (${FAILURE_KINDS[last.failure].label})` }
    : { code: 'no_route', message: 'No model could take the request' };
  return { model, answeredBy: null, provider: null, output: null, latencyMs: offset, ttftMs: null, inputTokens: 0, outputTokens: 0, cost: 0, attempts, error };
}

export function runPlayground(policy: GatewayRoutingPolicy, prompt: string, models: readonly string[], failures: SimulatedFailures = {}): GatewayPlayground {
  checkPlaygroundModels(models);
  return { results: models.map((model) => runOne(policy, model, prompt, failures)) };
}
