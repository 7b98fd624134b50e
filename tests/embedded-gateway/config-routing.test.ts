import { describe, expect, it } from 'vitest';
import type { GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { DEFAULT_ROUTING_POLICY } from '@/lib/embedded/gateway/state';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

const P = 'proj_storefront';
const policy = (over: Partial<GatewayRoutingPolicy> = {}): GatewayRoutingPolicy => ({ defaultModel: 'claude-sonnet-4-5', visionModel: 'gpt-5', fallbacks: ['gpt-5', 'gemini-2.5-pro'], fallbackOn: 'transient', ...over });

async function refusal(promise: Promise<unknown>) {
  const error = await rejection(promise);
  const body = error.body as { code: string; issues: Array<{ path: string[]; code: string }> };
  return { status: error.status, code: body.code, paths: body.issues.map((i) => i.path.join('.')), issue: body.issues[0]?.code };
}

describe.each(TRANSPORTS)('gateway routing (%s)', (transport) => {
  const h = useHarness(transport);

  it('serves the catalog and the platform default until a policy is set', async () => {
    const { api } = await signIn(h, 'member@example.com');
    const catalog = await api.project(P).llmCatalog();
    expect(catalog.find((m) => m.id === 'gpt-4.1-nano')).toMatchObject({ provider: 'openai', vision: false, inputPricePerMTok: 0.1 });
    expect(await api.project(P).gateway.routing.get()).toEqual({ policy: DEFAULT_ROUTING_POLICY, isDefault: true, updatedAt: null, updatedBy: null });
  });

  it('refuses each invalid policy with 400 and the path of the bad field', async () => {
    const routing = (await signIn(h)).api.project(P).gateway.routing;
    expect(await refusal(routing.set(policy({ fallbacks: ['gpt-5', 'gemini-2.5-pro', 'gpt-5'] })))).toEqual({ status: 400, code: 'invalid_routing_policy', paths: ['fallbacks.2'], issue: 'duplicate_model' });
    expect(await refusal(routing.set(policy({ fallbacks: ['claude-sonnet-4-5'] })))).toEqual({ status: 400, code: 'invalid_routing_policy', paths: ['fallbacks.0'], issue: 'duplicate_model' });
    expect(await refusal(routing.set(policy({ defaultModel: 'acme-1' })))).toEqual({ status: 400, code: 'invalid_routing_policy', paths: ['defaultModel'], issue: 'unknown_model' });
    expect(await refusal(routing.set(policy({ fallbacks: ['gpt-5', 'acme-2'] })))).toEqual({ status: 400, code: 'invalid_routing_policy', paths: ['fallbacks.1'], issue: 'unknown_model' });
    expect(await refusal(routing.set(policy({ visionModel: 'mistral-large-2411' })))).toEqual({ status: 400, code: 'invalid_routing_policy', paths: ['visionModel'], issue: 'no_image_support' });
    expect(await refusal(routing.set(policy({ fallbacks: Array.from({ length: 9 }, () => 'gpt-5') })))).toMatchObject({ status: 400, code: 'invalid_routing_policy', paths: expect.arrayContaining(['fallbacks']) });
    expect(await refusal(routing.set(policy({ fallbackOn: 'sometimes' as never })))).toEqual({ status: 400, code: 'invalid_request', paths: ['fallbackOn'], issue: 'invalid_value' });
    expect(await refusal(routing.set({ ...policy(), retries: 2 } as never))).toMatchObject({ status: 400, code: 'invalid_request', paths: [''] });
    const both = await rejection(routing.set(policy({ defaultModel: 'acme-1', visionModel: 'codestral-2501' })));
    expect(both.body).toMatchObject({ path: ['defaultModel'], issues: [{ path: ['defaultModel'] }, { path: ['visionModel'] }] });
    expect((await routing.get()).isDefault).toBe(true);
  });

  it('sets a policy with an audit event, keeps it, and reset restores the platform default (audited too)', async () => {
    const { api, user } = await signIn(h);
    const routing = api.project(P).gateway.routing;
    const next = policy({ defaultModel: 'gpt-5-mini', visionModel: 'gemini-2.5-flash', fallbacks: ['claude-haiku-4-5', 'gpt-4.1-nano'], fallbackOn: 'any-error' });
    const saved = await routing.set(next);
    expect(saved).toMatchObject({ policy: next, isDefault: false, updatedBy: user.id });
    expect((await routing.get()).policy).toEqual(next);
    const events = () => h.platform.store.auditEvents.filter((e) => e.project_id === P && e.action.startsWith('project.gateway.routing'));
    expect(events().at(-1)).toMatchObject({ action: 'project.gateway.routing.set', actor_id: user.id, metadata: { default_model: 'gpt-5-mini', fallbacks: 'claude-haiku-4-5 > gpt-4.1-nano', fallback_on: 'any-error' } });
    expect(await routing.reset()).toMatchObject({ policy: DEFAULT_ROUTING_POLICY, isDefault: true });
    expect((await routing.get()).policy).toEqual(DEFAULT_ROUTING_POLICY);
    expect(events().map((e) => e.action).slice(-2)).toEqual(['project.gateway.routing.set', 'project.gateway.routing.reset']);
  });

  it('previews each failure pattern: transient falls back, non-transient stops (or falls back under any-error), images start at the vision model', async () => {
    const routing = (await signIn(h, 'member@example.com')).api.project(P).gateway.routing;
    const walk = async (failures: Record<string, string>, over: Partial<GatewayRoutingPolicy> = {}) => {
      const p = await routing.preview({ policy: policy(over), failures: failures as never });
      return { text: [p.text.attempts.map((a) => `${a.model}:${a.status ?? 'ok'}`).join(' '), p.text.answeredBy, p.text.result], vision: [p.vision.attempts.map((a) => a.model).join(' '), p.vision.answeredBy] };
    };
    expect((await walk({})).text).toEqual(['claude-sonnet-4-5:ok', 'claude-sonnet-4-5', 'answered']);
    expect((await walk({ 'claude-sonnet-4-5': 'unavailable' })).text).toEqual(['claude-sonnet-4-5:503 gpt-5:ok', 'gpt-5', 'answered']);
    expect((await walk({ 'claude-sonnet-4-5': 'rate_limited', 'gpt-5': 'timeout' })).text).toEqual(['claude-sonnet-4-5:429 gpt-5:504 gemini-2.5-pro:ok', 'gemini-2.5-pro', 'answered']);
    expect((await walk({ 'claude-sonnet-4-5': 'bad_request' })).text).toEqual(['claude-sonnet-4-5:400', null, 'stopped']);
    expect((await walk({ 'claude-sonnet-4-5': 'unauthorized' }, { fallbackOn: 'any-error' })).text).toEqual(['claude-sonnet-4-5:401 gpt-5:ok', 'gpt-5', 'answered']);
    expect((await walk({ 'claude-sonnet-4-5': 'server_error', 'gpt-5': 'server_error', 'gemini-2.5-pro': 'server_error' })).text).toEqual(['claude-sonnet-4-5:500 gpt-5:500 gemini-2.5-pro:500', null, 'exhausted']);
    expect((await walk({ 'gpt-5': 'unavailable' }, { fallbacks: ['gpt-5', 'mistral-large-2411', 'gemini-2.5-pro'] })).vision).toEqual(['gpt-5 gemini-2.5-pro', 'gemini-2.5-pro']);
    const current = await routing.preview({ failures: { 'claude-sonnet-4-5': 'unavailable' } });
    expect(current.policy).toEqual(DEFAULT_ROUTING_POLICY);
    expect(await refusal(routing.preview({ policy: policy({ fallbacks: ['gpt-5', 'gpt-5'] }) }))).toMatchObject({ code: 'invalid_routing_policy', paths: ['policy.fallbacks.1'] });
    expect(await refusal(routing.preview({ failures: { 'gpt-5': 'down' as never } }))).toMatchObject({ code: 'invalid_request', paths: ['failures.gpt-5'] });
  });

  it('lets members read and preview but not change routing', async () => {
    const routing = (await signIn(h, 'member@example.com')).api.project(P).gateway.routing;
    expect((await rejection(routing.set(policy()))).status).toBe(403);
    const reset = await rejection(routing.reset());
    expect([reset.status, (reset.body as { permission?: string }).permission]).toEqual([403, 'project.gateway.routing.edit']);
  });
});
