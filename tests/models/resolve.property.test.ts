import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveModel, type DefaultsByScope } from '@/lib/models/resolve';

const model = fc.constantFrom('claude-sonnet-4-5', 'gpt-5', 'gemini-2.5-pro', 'codestral-2501');
const agent = fc.constantFrom('support', 'reviewer', 'triage');
const defaults = fc.record({
  account: fc.option(model, { nil: null }),
  project: fc.option(model, { nil: null }),
  agents: fc.dictionary(agent, model),
});

describe('resolveModel', () => {
  it('takes the agent default over the project default over the account default, else the routing default', () => {
    fc.assert(
      fc.property(defaults, agent, model, (d, a, routing) => {
        const got = resolveModel(d, a, routing);
        const expected = d.agents[a] ?? d.project ?? d.account ?? routing;
        expect(got.model).toBe(expected);
        const source = d.agents[a] ? 'agent' : d.project ? 'project' : d.account ? 'account' : 'routing';
        expect(got.source).toBe(source);
        expect(got.reason).toContain(expected);
        // Every set default that lost is listed as overridden.
        const set = [d.agents[a], d.project, d.account].filter(Boolean).length;
        expect(got.passedOver.length).toBe(source === 'routing' ? 0 : set - 1);
      }),
    );
  });

  it('clearing a scope falls back to the next one', () => {
    fc.assert(
      fc.property(defaults, agent, model, (d, a, routing) => {
        const withAgent = resolveModel({ ...d, agents: { ...d.agents, [a]: 'codestral-2501' } }, a, routing);
        expect(withAgent).toMatchObject({ model: 'codestral-2501', source: 'agent' });
        const { [a]: _cleared, ...rest } = d.agents;
        const cleared = resolveModel({ ...d, agents: rest }, a, routing);
        expect(cleared.model).toBe(d.project ?? d.account ?? routing);
        const noProject = resolveModel({ ...d, agents: rest, project: null }, a, routing);
        expect(noProject.model).toBe(d.account ?? routing);
        expect(resolveModel({}, a, routing)).toMatchObject({ model: routing, source: 'routing' });
      }),
    );
  });

  it('a request without an agent ignores agent defaults', () => {
    fc.assert(
      fc.property(defaults, model, (d, routing) => {
        expect(resolveModel(d, null, routing).model).toBe(d.project ?? d.account ?? routing);
      }),
    );
  });

  it('passes over a default whose model left the catalog', () => {
    const got = resolveModel({ project: 'retired-1', account: 'gpt-5' }, 'support', 'claude-sonnet-4-5', (m) => m !== 'retired-1');
    expect(got).toMatchObject({ model: 'gpt-5', source: 'account', passedOver: [{ scope: 'project', model: 'retired-1', why: 'unknown_model' }] });
  });

  it('never throws on malformed input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (d, a, routing) => {
        const got = resolveModel(d as DefaultsByScope, a as string, routing as string, () => {
          throw new Error('catalog down');
        });
        expect(typeof got.model).toBe('string');
        expect(typeof got.reason).toBe('string');
      }),
    );
  });
});
