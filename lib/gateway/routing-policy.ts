// The gateway's routing policy and its validation: one set of rules for the platform (400 with the path of the bad
// field) and for the routing editor (the same messages, live). Pure; never throws on any input.
import { FALLBACK_ON, MAX_FALLBACKS } from '@/lib/contract/gateway-routing';
import type { GatewayFallbackOn, GatewayRoutingPolicy } from '@/lib/contract/types-gateway';

export type RoutingPolicy = GatewayRoutingPolicy;
export type FallbackOn = GatewayFallbackOn;
export { FALLBACK_ON, MAX_FALLBACKS };

/** What routing needs to know of a catalog model (a `GatewayCatalogModel` is one). */
export interface RoutingModel {
  id: string;
  provider: string;
  vision: boolean;
}

export type PolicyIssueCode =
  | 'not_an_object'
  | 'unknown_field'
  | 'required'
  | 'not_a_string'
  | 'not_a_list'
  | 'unknown_model'
  | 'no_image_support'
  | 'duplicate_model'
  | 'too_many_fallbacks'
  | 'invalid_fallback_on';

export interface PolicyIssue {
  /** Where the bad value is: `['fallbacks', '2']`, `['visionModel']`, `[]` for the whole policy. */
  path: string[];
  code: PolicyIssueCode;
  message: string;
}

export type PolicyCheck = { ok: true; policy: RoutingPolicy } | { ok: false; issues: PolicyIssue[] };

const FIELDS = ['defaultModel', 'visionModel', 'fallbacks', 'fallbackOn'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function modelIndex(catalog: readonly RoutingModel[] | unknown): Map<string, RoutingModel> {
  const index = new Map<string, RoutingModel>();
  if (!Array.isArray(catalog)) return index;
  for (const m of catalog) if (isRecord(m) && typeof m.id === 'string') index.set(m.id, { id: m.id, provider: typeof m.provider === 'string' ? m.provider : '', vision: m.vision === true });
  return index;
}

function modelField(value: unknown, field: 'defaultModel' | 'visionModel', models: Map<string, RoutingModel>, issues: PolicyIssue[]): string | null {
  const label = field === 'defaultModel' ? 'The default model' : 'The vision model';
  if (value === undefined || value === null || value === '') {
    issues.push({ path: [field], code: 'required', message: `${label} is required` });
    return null;
  }
  if (typeof value !== 'string') {
    issues.push({ path: [field], code: 'not_a_string', message: `${label} is a model id such as openai/gpt-4.1` });
    return null;
  }
  const model = models.get(value);
  if (!model) {
    issues.push({ path: [field], code: 'unknown_model', message: `${value} is not in the model catalog` });
    return null;
  }
  if (field === 'visionModel' && !model.vision) {
    issues.push({ path: [field], code: 'no_image_support', message: `${value} does not accept images; pick a vision model` });
    return null;
  }
  return value;
}

/** Checks a policy against the catalog. Every issue names the path of its field; all issues are reported at once. */
export function validateRoutingPolicy(input: unknown, catalog: readonly RoutingModel[]): PolicyCheck {
  const models = modelIndex(catalog);
  const issues: PolicyIssue[] = [];
  if (!isRecord(input)) return { ok: false, issues: [{ path: [], code: 'not_an_object', message: 'A routing policy is an object with defaultModel, visionModel, fallbacks and fallbackOn' }] };
  for (const key of Object.keys(input)) {
    if (!(FIELDS as readonly string[]).includes(key)) issues.push({ path: [key], code: 'unknown_field', message: `${key} is not a routing policy field` });
  }
  const defaultModel = modelField(input.defaultModel, 'defaultModel', models, issues);
  const visionModel = modelField(input.visionModel, 'visionModel', models, issues);

  const fallbacks: string[] = [];
  const raw = input.fallbacks;
  if (raw !== undefined && !Array.isArray(raw)) {
    issues.push({ path: ['fallbacks'], code: 'not_a_list', message: 'The fallback chain is a list of model ids' });
  } else if (Array.isArray(raw)) {
    if (raw.length > MAX_FALLBACKS) issues.push({ path: ['fallbacks'], code: 'too_many_fallbacks', message: `A fallback chain holds at most ${MAX_FALLBACKS} models` });
    const seen = new Set<string>(typeof input.defaultModel === 'string' ? [input.defaultModel] : []);
    raw.forEach((entry: unknown, i) => {
      const path = ['fallbacks', String(i)];
      if (typeof entry !== 'string' || entry === '') issues.push({ path, code: 'not_a_string', message: `Fallback ${i + 1} is not a model id` });
      else if (!models.has(entry)) issues.push({ path, code: 'unknown_model', message: `${entry} is not in the model catalog` });
      else if (seen.has(entry)) issues.push({ path, code: 'duplicate_model', message: entry === input.defaultModel ? `${entry} is already the default model; a model is tried at most once` : `${entry} is already in the chain; a model is tried at most once` });
      else fallbacks.push(entry);
      if (typeof entry === 'string') seen.add(entry);
    });
  }

  const fallbackOn = input.fallbackOn;
  if (fallbackOn === undefined) issues.push({ path: ['fallbackOn'], code: 'required', message: 'fallbackOn is required: transient or any-error' });
  else if (!(FALLBACK_ON as readonly unknown[]).includes(fallbackOn)) issues.push({ path: ['fallbackOn'], code: 'invalid_fallback_on', message: 'fallbackOn is transient or any-error' });

  if (issues.length > 0 || !defaultModel || !visionModel) return { ok: false, issues };
  return { ok: true, policy: { defaultModel, visionModel, fallbacks, fallbackOn: fallbackOn as FallbackOn } };
}

export type ChainAddResult = { ok: true; fallbacks: string[] } | { ok: false; message: string };

/** Appends a model to the fallback chain, refusing one that is already tried (the default model or a fallback). */
export function addFallback(policy: Pick<RoutingPolicy, 'defaultModel' | 'fallbacks'>, model: string): ChainAddResult {
  if (!model) return { ok: false, message: 'Pick a model to add' };
  if (model === policy.defaultModel) return { ok: false, message: `${model} is the default model; it is already tried first` };
  if (policy.fallbacks.includes(model)) return { ok: false, message: `${model} is already in the chain; a model is tried at most once` };
  if (policy.fallbacks.length >= MAX_FALLBACKS) return { ok: false, message: `A fallback chain holds at most ${MAX_FALLBACKS} models` };
  return { ok: true, fallbacks: [...policy.fallbacks, model] };
}
