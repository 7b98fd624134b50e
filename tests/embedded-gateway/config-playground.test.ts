import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

const P = 'proj_storefront';
const SIX = ['claude-sonnet-4-5', 'gpt-5', 'gemini-2.5-pro', 'mistral-large-2411', 'gpt-5-mini', 'claude-haiku-4-5'];

describe.each(TRANSPORTS)('gateway playground (%s)', (transport) => {
  const h = useHarness(transport);

  it('runs one prompt on up to 6 models with deterministic outputs, latency, tokens and cost from catalog prices', async () => {
    const { api } = await signIn(h, 'member@example.com');
    const gateway = api.project(P).gateway;
    const first = await gateway.playground('Write a haiku about invoices', SIX);
    expect(first.results.map((r) => [r.model, r.answeredBy])).toEqual(SIX.map((m) => [m, m]));
    expect(await gateway.playground('Write a haiku about invoices', SIX)).toEqual(first);
    const catalog = await api.project(P).llmCatalog();
    for (const r of first.results) {
      const m = catalog.find((c) => c.id === r.model)!;
      expect(r.output).toContain(m.label);
      expect(r.inputTokens).toBeGreaterThan(0);
      expect(r.latencyMs).toBeGreaterThan(r.ttftMs!);
      // Catalog prices per million tokens, times the platform markup (1.2), to the micro-dollar.
      expect(r.cost).toBe(Math.round(((r.inputTokens * m.inputPricePerMTok + r.outputTokens * m.outputPricePerMTok) / 1e6) * 1.2 * 1e6) / 1e6);
      expect(r.error).toBeNull();
    }
    const other = await gateway.playground('Another prompt entirely', ['gpt-5']);
    expect(other.results[0].output).not.toBe(first.results[1].output);
  });

  it('answers a seventh model with 400 too_many_models, and refuses unknown or repeated models', async () => {
    const gateway = (await signIn(h)).api.project(P).gateway;
    const seven = await rejection(gateway.playground('hi', [...SIX, 'gpt-4.1-nano']));
    expect({ status: seven.status, body: seven.body }).toEqual({ status: 400, body: { error: expect.stringContaining('at most 6'), code: 'too_many_models', limit: 6, count: 7, path: ['models'] } });
    expect((await rejection(gateway.playground('hi', ['gpt-5', 'acme-1']))).body).toMatchObject({ code: 'unknown_model', path: ['models', '1'] });
    expect((await rejection(gateway.playground('hi', ['gpt-5', 'gpt-5']))).body).toMatchObject({ code: 'duplicate_model', path: ['models', '1'] });
    expect((await rejection(gateway.playground('   ', ['gpt-5']))).code).toBe('invalid_request');
  });

  it('honours routing: a model the simulation takes down falls back as the policy says', async () => {
    const gateway = (await signIn(h)).api.project('proj_pipelines').gateway;
    await gateway.routing.set({ defaultModel: 'claude-sonnet-4-5', visionModel: 'gpt-5', fallbacks: ['gemini-2.5-flash', 'gpt-5-mini'], fallbackOn: 'transient' });
    const run = await gateway.playground('Classify this ticket', ['claude-sonnet-4-5', 'mistral-large-2411', 'gpt-5'], { 'claude-sonnet-4-5': 'unavailable', 'gemini-2.5-flash': 'timeout', 'mistral-large-2411': 'bad_request' });
    const [sonnet, mistral, gpt] = run.results;
    expect(sonnet.attempts.map((a) => [a.routeModel, a.status, a.final])).toEqual([['claude-sonnet-4-5', 503, false], ['gemini-2.5-flash', 504, false], ['gpt-5-mini', 200, true]]);
    expect(sonnet).toMatchObject({ answeredBy: 'gpt-5-mini', provider: 'openai', error: null });
    expect(sonnet.latencyMs).toBeGreaterThan(10_300);
    expect(mistral).toMatchObject({ answeredBy: null, output: null, cost: 0, error: { code: 'invalid_request' } });
    expect(gpt).toMatchObject({ answeredBy: 'gpt-5', error: null });
    await gateway.routing.set({ defaultModel: 'claude-sonnet-4-5', visionModel: 'gpt-5', fallbacks: ['gemini-2.5-flash'], fallbackOn: 'any-error' });
    const anyError = await gateway.playground('Classify this ticket', ['mistral-large-2411'], { 'mistral-large-2411': 'bad_request' });
    expect(anyError.results[0].answeredBy).toBe('gemini-2.5-flash');
  });

  it('needs project.session.start; a project outsider gets 403', async () => {
    const casey = (await signIn(h, 'casey@example.com')).api.project(P).gateway;
    expect((await rejection(casey.playground('hi', ['gpt-5']))).status).toBe(403);
  });
});
