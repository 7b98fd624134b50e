import { describe, expect, it } from 'vitest';
import { TRANSPORTS, refusal, signIn, useHarness } from '../sdk-client/transports';

const P = 'proj_storefront';

describe.each(TRANSPORTS)('model defaults (%s)', (transport) => {
  const h = useHarness(transport);

  it('resolves agent over project over account over routing, and clearing falls back one scope at a time', async () => {
    const { api, user } = await signIn(h);
    const md = api.project(P).modelDefaults;
    const effective = async () => {
      const got = await md.get();
      const rows: [string | null, { model: string | null; source: string }][] = [[null, got.projectEffective], ...got.effective.map((e): [string | null, typeof e] => [e.agent, e])];
      return Object.fromEntries(rows.map(([k, e]) => [String(k), `${e.model}:${e.source}`]));
    };
    const start = await md.get();
    expect(start).toMatchObject({ account: null, project: null, agents: [], routingDefault: 'claude-sonnet-4-5', can: { editProject: true, editAccount: true } });
    expect(start.effective.map((e) => e.agent)).toEqual(expect.arrayContaining(['checkout', 'catalog']));
    expect(await effective()).toMatchObject({ null: 'claude-sonnet-4-5:routing', checkout: 'claude-sonnet-4-5:routing' });

    await md.set({ scope: 'account', model: 'gpt-5' });
    expect(await effective()).toMatchObject({ null: 'gpt-5:account', checkout: 'gpt-5:account', catalog: 'gpt-5:account' });
    await md.set({ scope: 'project', model: 'gemini-2.5-pro' });
    const afterAgent = await md.set({ scope: 'agent', agent: 'checkout', model: 'codestral-2501' });
    expect(afterAgent.agents).toEqual([{ scope: 'agent', agent: 'checkout', model: 'codestral-2501', updatedAt: expect.any(String), updatedBy: user.id }]);
    const checkout = afterAgent.effective.find((e) => e.agent === 'checkout')!;
    expect(checkout).toMatchObject({ model: 'codestral-2501', source: 'agent', passedOver: [{ scope: 'project', model: 'gemini-2.5-pro', why: 'overridden' }, { scope: 'account', model: 'gpt-5', why: 'overridden' }] });
    expect(checkout.reason).toContain('checkout');
    expect(await effective()).toMatchObject({ null: 'gemini-2.5-pro:project', checkout: 'codestral-2501:agent', catalog: 'gemini-2.5-pro:project' });

    // The gateway starts the agent's text requests at its default; the routing policy's fallbacks follow.
    const preview = await api.project(P).gateway.routing.preview({ agent: 'checkout', failures: { 'codestral-2501': 'unavailable' } });
    expect(preview.modelDefault).toMatchObject({ agent: 'checkout', model: 'codestral-2501', source: 'agent' });
    expect(preview.text.attempts.map((a) => a.model)).toEqual(['codestral-2501', 'gpt-5']);
    expect(preview.vision.attempts[0].model).toBe('gpt-5');
    const projectPreview = await api.project(P).gateway.routing.preview({});
    expect([projectPreview.modelDefault.source, projectPreview.text.answeredBy]).toEqual(['project', 'gemini-2.5-pro']);

    // The picker marks the model a request without an agent starts at.
    const picker = await api.project(P).modelPicker();
    expect(picker.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['gemini-2.5-pro']);
    expect(picker.find((m) => m.isVisionDefault)?.id).toBe('gpt-5');

    // Another project of the account inherits the account default only.
    expect((await api.project('proj_support').modelDefaults.get()).projectEffective).toMatchObject({ model: 'gpt-5', source: 'account' });

    await md.clear({ scope: 'agent', agent: 'checkout' });
    expect((await effective()).checkout).toBe('gemini-2.5-pro:project');
    await md.clear({ scope: 'project' });
    expect((await effective()).checkout).toBe('gpt-5:account');
    await md.clear({ scope: 'account' });
    expect((await effective()).checkout).toBe('claude-sonnet-4-5:routing');
    const actions = h.platform.store.auditEvents.filter((e) => e.action.startsWith('project.model_default')).map((e) => `${e.action}:${e.metadata?.scope}`);
    expect(actions).toEqual(['project.model_default.set:account', 'project.model_default.set:project', 'project.model_default.set:agent', 'project.model_default.clear:agent', 'project.model_default.clear:project', 'project.model_default.clear:account']);
  });

  it('starts a gateway completion that names no model at the project default, and a named model still wins', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_support');
    const { secret } = await p.gateway.createKey('model defaults');
    await p.modelDefaults.set({ scope: 'project', model: 'gpt-5-mini' });
    const ask = (model?: string) => h.client().gateway.chatCompletions(secret, { messages: [{ role: 'user', content: 'hello' }], ...(model ? { model } : {}) });
    expect(await ask()).toMatchObject({ model: 'gpt-5-mini', gateway: { requestedModel: 'gpt-5-mini' } });
    expect(await ask('gemini-2.5-flash')).toMatchObject({ model: 'gemini-2.5-flash' });
    await p.modelDefaults.clear({ scope: 'project' });
    expect((await ask()).model).toBe('claude-sonnet-4-5');
  });

  it('answers bad input with the error shape and the bad field', async () => {
    const { api } = await signIn(h);
    const md = api.project(P).modelDefaults;
    expect(await refusal(md.set({ scope: 'project', model: 'acme-1' }))).toMatchObject({ status: 400, code: 'unknown_model', path: 'model' });
    expect(await refusal(md.set({ scope: 'agent', agent: 'ghost', model: 'gpt-5' }))).toMatchObject({ status: 400, code: 'unknown_agent', path: 'agent' });
    expect(await refusal(md.set({ scope: 'agent', model: 'gpt-5' } as never))).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await refusal(md.set({ scope: 'team', model: 'gpt-5' } as never))).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await refusal(md.set({ scope: 'project', model: 'gpt-5', agent: 'checkout' } as never))).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await refusal(md.set({ scope: 'project', model: '' }))).toMatchObject({ status: 400, code: 'invalid_request', path: 'model' });
    expect(await refusal(md.clear({ scope: 'project' }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await refusal(api.project(P).gateway.routing.preview({ agent: 'ghost' }))).toMatchObject({ status: 400, code: 'unknown_agent', path: 'agent' });
    expect(await refusal(api.project('proj_nope').modelDefaults.get())).toMatchObject({ status: 404 });
    expect((await md.get()).project).toBeNull();
  });

  it('lets members read defaults and the picker but not change any scope', async () => {
    const { api } = await signIn(h, 'member@example.com');
    const md = api.project(P).modelDefaults;
    expect((await md.get()).can).toEqual({ editProject: false, editAccount: false });
    expect((await api.project(P).modelPicker()).length).toBeGreaterThan(5);
    expect(await refusal(md.set({ scope: 'project', model: 'gpt-5' }))).toMatchObject({ status: 403, permission: 'project.gateway.routing.edit' });
    expect(await refusal(md.set({ scope: 'account', model: 'gpt-5' }))).toMatchObject({ status: 403, permission: 'account.update' });
    expect(await refusal(md.clear({ scope: 'agent', agent: 'checkout' }))).toMatchObject({ status: 403 });
    expect(await refusal((await signIn(h, 'member@example.com')).api.project('proj_support').modelDefaults.get())).toMatchObject({ status: 403 });
  });
});
