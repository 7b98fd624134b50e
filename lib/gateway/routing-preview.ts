// Which model a request reaches under a routing policy when some models fail: the routing editor's live preview,
// the playground and `routing.preview` all walk the chain here. Pure; never throws.
import { FAILURE_KINDS, FAILURE_KIND_NAMES, type FailureKind } from '@/lib/contract/gateway-routing';
import type { GatewayPreviewAttempt, GatewayRoutePreview } from '@/lib/contract/types-gateway';
import { modelIndex, type RoutingModel, type RoutingPolicy } from './routing-policy';

export { FAILURE_KINDS, FAILURE_KIND_NAMES, type FailureKind };

/** Model id → how it fails. A model not listed answers. */
export type SimulatedFailures = Partial<Record<string, FailureKind>>;

export type RequestKind = 'text' | 'vision';
export type RouteAttempt = GatewayPreviewAttempt;
export type RoutePreview = GatewayRoutePreview;
export type RouteSkip = GatewayRoutePreview['skipped'][number];

export const isFailureKind = (value: unknown): value is FailureKind => typeof value === 'string' && Object.hasOwn(FAILURE_KINDS, value);

/** Keeps the well-formed entries of a failure map from any input. */
export function readFailures(input: unknown): SimulatedFailures {
  const out: SimulatedFailures = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return out;
  for (const [model, kind] of Object.entries(input)) if (isFailureKind(kind)) out[model] = kind;
  return out;
}

/** The models a request tries, in order: its first model, then the fallbacks. */
export function chainOf(policy: Pick<RoutingPolicy, 'defaultModel' | 'visionModel' | 'fallbacks'>, kind: RequestKind, first?: string): string[] {
  const start = first ?? (kind === 'vision' ? policy.visionModel : policy.defaultModel);
  return [start, ...(Array.isArray(policy.fallbacks) ? policy.fallbacks : [])].filter((m): m is string => typeof m === 'string' && m !== '');
}

/**
 * Walks the chain: each model at most once, image requests only on vision models; a failure moves on when
 * `fallbackOn` is `any-error`, or when it is transient; otherwise the request stops with that failure.
 * `first` starts the chain at another model (the playground asks each picked model first).
 */
export function previewRoute(policy: RoutingPolicy, failuresInput: unknown, catalog: readonly RoutingModel[], kind: RequestKind = 'text', first?: string): RoutePreview {
  const models = modelIndex(catalog);
  const failures = readFailures(failuresInput);
  const attempts: RouteAttempt[] = [];
  const skipped: RouteSkip[] = [];
  const tried = new Set<string>();
  const anyError = policy?.fallbackOn === 'any-error';
  for (const id of chainOf(policy ?? ({} as RoutingPolicy), kind, first)) {
    const model = models.get(id);
    if (tried.has(id)) {
      skipped.push({ model: id, reason: 'already_tried' });
      continue;
    }
    if (!model) {
      skipped.push({ model: id, reason: 'unknown_model' });
      continue;
    }
    if (kind === 'vision' && !model.vision) {
      skipped.push({ model: id, reason: 'no_image_support' });
      continue;
    }
    tried.add(id);
    const failure = Object.hasOwn(failures, id) ? failures[id] : undefined;
    if (!failure) {
      attempts.push({ attempt: attempts.length + 1, model: id, provider: model.provider, outcome: 'ok' });
      return { kind, attempts, skipped, answeredBy: id, result: 'answered' };
    }
    const { status, transient } = FAILURE_KINDS[failure];
    attempts.push({ attempt: attempts.length + 1, model: id, provider: model.provider, outcome: 'failed', failure, status, transient });
    if (!transient && !anyError) return { kind, attempts, skipped, answeredBy: null, result: 'stopped' };
  }
  return { kind, attempts, skipped, answeredBy: null, result: 'exhausted' };
}
