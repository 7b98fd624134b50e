import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FALLBACKS, addFallback, validateRoutingPolicy, type RoutingModel, type RoutingPolicy } from '@/lib/gateway/routing-policy';
import { describeRoute } from '@/lib/gateway/describe-route';
import { diffPolicy } from '@/lib/gateway/policy-diff';
import { FAILURE_KINDS, FAILURE_KIND_NAMES, previewRoute, type FailureKind } from '@/lib/gateway/routing-preview';

const CATALOG: RoutingModel[] = [
  { id: 'anthropic/claude-sonnet', provider: 'anthropic', vision: true },
  { id: 'anthropic/claude-haiku', provider: 'anthropic', vision: false },
  { id: 'openai/gpt-4.1', provider: 'openai', vision: true },
  { id: 'openai/gpt-4.1-mini', provider: 'openai', vision: false },
  { id: 'google/gemini-pro', provider: 'google', vision: true },
  { id: 'mistral/large', provider: 'mistral', vision: false },
];
const IDS = CATALOG.map((m) => m.id);
const VISION = CATALOG.filter((m) => m.vision).map((m) => m.id);

const policy = (over: Partial<RoutingPolicy> = {}): RoutingPolicy => ({ defaultModel: 'anthropic/claude-sonnet', visionModel: 'openai/gpt-4.1', fallbacks: ['openai/gpt-4.1', 'google/gemini-pro'], fallbackOn: 'transient', ...over });
const issuesOf = (input: unknown) => {
  const check = validateRoutingPolicy(input, CATALOG);
  return check.ok ? [] : check.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
};

describe('validateRoutingPolicy', () => {
  it('accepts a valid policy as it is', () => {
    expect(validateRoutingPolicy(policy(), CATALOG)).toEqual({ ok: true, policy: policy() });
  });

  it('names the path of every bad field', () => {
    expect(issuesOf(null)).toEqual([{ path: '', code: 'not_an_object' }]);
    expect(issuesOf(policy({ defaultModel: 'acme/none' }))).toEqual([{ path: 'defaultModel', code: 'unknown_model' }]);
    expect(issuesOf({ ...policy(), defaultModel: undefined })).toEqual([{ path: 'defaultModel', code: 'required' }]);
    expect(issuesOf(policy({ visionModel: 'mistral/large' }))).toEqual([{ path: 'visionModel', code: 'no_image_support' }]);
    expect(issuesOf(policy({ visionModel: 42 as never }))).toEqual([{ path: 'visionModel', code: 'not_a_string' }]);
    expect(issuesOf(policy({ fallbacks: ['openai/gpt-4.1', 'google/gemini-pro', 'openai/gpt-4.1'] }))).toEqual([{ path: 'fallbacks.2', code: 'duplicate_model' }]);
    expect(issuesOf(policy({ fallbacks: ['anthropic/claude-sonnet'] }))).toEqual([{ path: 'fallbacks.0', code: 'duplicate_model' }]);
    expect(issuesOf(policy({ fallbacks: ['openai/gpt-4.1', 'acme/none'] }))).toEqual([{ path: 'fallbacks.1', code: 'unknown_model' }]);
    expect(issuesOf(policy({ fallbacks: 'openai/gpt-4.1' as never }))).toEqual([{ path: 'fallbacks', code: 'not_a_list' }]);
    expect(issuesOf(policy({ fallbackOn: 'sometimes' as never }))).toEqual([{ path: 'fallbackOn', code: 'invalid_fallback_on' }]);
    expect(issuesOf({ ...policy(), retries: 3 })).toEqual([{ path: 'retries', code: 'unknown_field' }]);
    const long = Array.from({ length: MAX_FALLBACKS + 1 }, (_, i) => `m${i}`);
    expect(issuesOf(policy({ fallbacks: long }))[0]).toEqual({ path: 'fallbacks', code: 'too_many_fallbacks' });
  });

  it('never throws; an accepted policy has known models, a vision model that takes images and a chain without repeats', () => {
    const model = fc.oneof(fc.constantFrom(...IDS), fc.string(), fc.anything());
    const input = fc.oneof(
      fc.anything(),
      fc.record({ defaultModel: model, visionModel: model, fallbacks: fc.oneof(fc.array(model, { maxLength: 10 }), fc.anything()), fallbackOn: fc.oneof(fc.constantFrom('transient', 'any-error'), fc.anything()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(input, (value) => {
        const check = validateRoutingPolicy(value, CATALOG);
        if (!check.ok) {
          expect(check.issues.length).toBeGreaterThan(0);
          return;
        }
        const { defaultModel, visionModel, fallbacks } = check.policy;
        const chain = [defaultModel, ...fallbacks];
        expect(new Set(chain).size).toBe(chain.length);
        expect(chain.every((m) => IDS.includes(m))).toBe(true);
        expect(VISION).toContain(visionModel);
      }),
    );
  });

  it('addFallback refuses the default model, a repeat and a chain past the limit', () => {
    expect(addFallback(policy(), 'mistral/large')).toEqual({ ok: true, fallbacks: ['openai/gpt-4.1', 'google/gemini-pro', 'mistral/large'] });
    expect(addFallback(policy(), 'openai/gpt-4.1')).toMatchObject({ ok: false, message: expect.stringContaining('already in the chain') });
    expect(addFallback(policy(), 'anthropic/claude-sonnet')).toMatchObject({ ok: false, message: expect.stringContaining('default model') });
    expect(addFallback(policy({ fallbacks: Array.from({ length: MAX_FALLBACKS }, (_, i) => `m${i}`) }), 'mistral/large').ok).toBe(false);
  });
});

describe('previewRoute', () => {
  const walk = (failures: Record<string, FailureKind>, over: Partial<RoutingPolicy> = {}, kind: 'text' | 'vision' = 'text') => {
    const p = previewRoute(policy(over), failures, CATALOG, kind);
    return { tried: p.attempts.map((a) => `${a.model}:${a.outcome}`), answeredBy: p.answeredBy, result: p.result };
  };

  it('answers on the default model when nothing fails', () => {
    expect(walk({})).toEqual({ tried: ['anthropic/claude-sonnet:ok'], answeredBy: 'anthropic/claude-sonnet', result: 'answered' });
  });

  it.each(['rate_limited', 'server_error', 'unavailable', 'timeout'] as const)('falls back past a transient %s under either setting', (kind) => {
    for (const fallbackOn of ['transient', 'any-error'] as const) {
      expect(walk({ 'anthropic/claude-sonnet': kind }, { fallbackOn })).toEqual({ tried: ['anthropic/claude-sonnet:failed', 'openai/gpt-4.1:ok'], answeredBy: 'openai/gpt-4.1', result: 'answered' });
    }
  });

  it.each(['bad_request', 'unauthorized'] as const)('stops on a non-transient %s under transient, falls back under any-error', (kind) => {
    expect(walk({ 'anthropic/claude-sonnet': kind })).toEqual({ tried: ['anthropic/claude-sonnet:failed'], answeredBy: null, result: 'stopped' });
    expect(walk({ 'anthropic/claude-sonnet': kind }, { fallbackOn: 'any-error' })).toEqual({ tried: ['anthropic/claude-sonnet:failed', 'openai/gpt-4.1:ok'], answeredBy: 'openai/gpt-4.1', result: 'answered' });
  });

  it('reports exhaustion when every model fails, and a non-transient failure mid-chain stops it', () => {
    const all = Object.fromEntries(IDS.map((m) => [m, 'unavailable' as const]));
    expect(walk(all)).toMatchObject({ answeredBy: null, result: 'exhausted' });
    expect(walk({ 'anthropic/claude-sonnet': 'timeout', 'openai/gpt-4.1': 'unauthorized' })).toEqual({ tried: ['anthropic/claude-sonnet:failed', 'openai/gpt-4.1:failed'], answeredBy: null, result: 'stopped' });
  });

  it('routes image requests from the vision model, skipping models that do not take images and the vision model a second time', () => {
    const p = previewRoute(policy({ fallbacks: ['openai/gpt-4.1', 'mistral/large', 'google/gemini-pro'] }), { 'openai/gpt-4.1': 'unavailable' }, CATALOG, 'vision');
    expect(p.attempts.map((a) => a.model)).toEqual(['openai/gpt-4.1', 'google/gemini-pro']);
    expect(p.skipped).toEqual([{ model: 'openai/gpt-4.1', reason: 'already_tried' }, { model: 'mistral/large', reason: 'no_image_support' }]);
    expect(p.answeredBy).toBe('google/gemini-pro');
  });

  it('starts at another model when asked (the playground), then follows the chain', () => {
    const p = previewRoute(policy(), { 'mistral/large': 'rate_limited' }, CATALOG, 'text', 'mistral/large');
    expect(p.attempts.map((a) => a.model)).toEqual(['mistral/large', 'openai/gpt-4.1']);
  });

  it('never throws; tries each model at most once, answers with the first model that works, and never passes a stopping failure', () => {
    const failures = fc.dictionary(fc.constantFrom(...IDS, 'x'), fc.oneof(fc.constantFrom(...FAILURE_KIND_NAMES), fc.anything()));
    const anyPolicy = fc.record({ defaultModel: fc.constantFrom(...IDS, 'x'), visionModel: fc.constantFrom(...IDS), fallbacks: fc.array(fc.constantFrom(...IDS, 'x'), { maxLength: 8 }), fallbackOn: fc.constantFrom('transient' as const, 'any-error' as const) });
    fc.assert(
      fc.property(anyPolicy, failures, fc.constantFrom('text' as const, 'vision' as const), (p, f, kind) => {
        const preview = previewRoute(p, f, CATALOG, kind);
        const models = preview.attempts.map((a) => a.model);
        expect(new Set(models).size).toBe(models.length);
        preview.attempts.forEach((a, i) => {
          expect(a.attempt).toBe(i + 1);
          if (i < preview.attempts.length - 1) {
            expect(a.outcome).toBe('failed');
            if (p.fallbackOn === 'transient') expect(a.transient).toBe(true);
          }
          if (kind === 'vision') expect(VISION).toContain(a.model);
        });
        const last = preview.attempts.at(-1);
        if (preview.answeredBy) expect(last).toMatchObject({ model: preview.answeredBy, outcome: 'ok' });
        if (preview.result === 'stopped') expect(last && FAILURE_KINDS[last.failure!].transient).toBe(false);
      }),
    );
    expect(() => previewRoute(null as never, 'nonsense', null as never)).not.toThrow();
  });
});

describe('diffPolicy', () => {
  it('lists only the fields that change, with the chain as kept, added and removed steps', () => {
    expect(diffPolicy(policy(), policy())).toEqual([]);
    const changes = diffPolicy(policy(), policy({ defaultModel: 'openai/gpt-4.1-mini', fallbacks: ['google/gemini-pro', 'mistral/large'], fallbackOn: 'any-error' }));
    expect(changes.map((c) => c.field)).toEqual(['defaultModel', 'fallbacks', 'fallbackOn']);
    const chain = changes.find((c) => c.field === 'fallbacks');
    expect(chain && 'steps' in chain ? chain.steps : []).toEqual([
      { kind: 'removed', model: 'openai/gpt-4.1' },
      { kind: 'kept', model: 'google/gemini-pro' },
      { kind: 'added', model: 'mistral/large' },
    ]);
    const swapped = diffPolicy(policy(), policy({ fallbacks: ['google/gemini-pro', 'openai/gpt-4.1'] }))[0];
    expect(swapped).toMatchObject({ field: 'fallbacks', reordered: true });
  });

  it('never throws, and a policy never differs from itself', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() => diffPolicy(a as never, b as never)).not.toThrow();
        expect(diffPolicy(a as never, a as never)).toEqual([]);
      }),
    );
  });
});

describe('describeRoute', () => {
  const say = (failures: Record<string, FailureKind>, over: Partial<RoutingPolicy> = {}, down: string[] = [], kind: 'text' | 'vision' = 'text') => describeRoute(previewRoute(policy(over), failures, CATALOG, kind), down);

  it('says where the request goes, naming a provider that is down', () => {
    expect(say({})).toBe('A text request goes to anthropic/claude-sonnet.');
    expect(say({ 'anthropic/claude-sonnet': 'unavailable' }, {}, ['anthropic'])).toBe('If anthropic is down, a text request goes to openai/gpt-4.1 (attempt 2).');
    expect(say({ 'anthropic/claude-sonnet': 'timeout', 'openai/gpt-4.1': 'rate_limited' })).toBe('If anthropic/claude-sonnet fails (timeout) and openai/gpt-4.1 fails (429 rate limited), a text request goes to google/gemini-pro (attempt 3).');
    expect(say({ 'anthropic/claude-sonnet': 'bad_request' })).toBe('If anthropic/claude-sonnet fails (400 bad request), a text request fails: 400 bad request is not transient, and this policy falls back on transient errors only.');
    expect(say(Object.fromEntries(IDS.map((m) => [m, 'unavailable' as const])), {}, ['openai', 'google'], 'vision')).toBe('If openai is down and google is down, a request with images fails: every model in the chain failed.');
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof describeRoute(value as never)).toBe('string');
    }));
  });
});

it('describeRoute survives malformed previews', () => {
  const attempt = fc.record({ outcome: fc.oneof(fc.constant('failed'), fc.anything()), failure: fc.anything(), provider: fc.anything(), model: fc.anything() }, { requiredKeys: [] });
  fc.assert(
    fc.property(fc.record({ kind: fc.anything(), result: fc.constantFrom('answered', 'stopped', 'exhausted', 'x'), answeredBy: fc.anything(), attempts: fc.array(fc.oneof(attempt, fc.anything())) }), (value) => {
      expect(typeof describeRoute(value as never)).toBe('string');
    }),
  );
});
