import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARG_PREVIEW_MAX_CHARS, argumentPreview } from '@/lib/connectors/arg-preview';
import { decideTool, globMatches } from '@/lib/connectors/tool-policy';

describe('tool policy decision', () => {
  it('matches globs', () => {
    expect(globMatches('refund_*', 'refund_order')).toBe(true);
    expect(globMatches('payments.*', 'payments.refund_order')).toBe(true);
    expect(globMatches('*.get_*', 'payments.get_order')).toBe(true);
    expect(globMatches('refund_*', 'get_order')).toBe(false);
    expect(globMatches('a*a', 'a')).toBe(false);
    expect(globMatches('exact', 'exact')).toBe(true);
  });

  it('the most specific rule wins: the agent, then *, then the connector, then always_run', () => {
    const project = [
      { agent: '*', tool: 'payments.*', action: 'require_approval' as const },
      { agent: 'checkout', tool: 'payments.get_order', action: 'always_run' as const },
    ];
    const connector = [{ match: 'refund_*', action: 'block' as const }];
    expect(decideTool('payments.get_order', 'checkout', project, connector)).toEqual({ action: 'always_run', source: 'agent', rule: 'payments.get_order' });
    expect(decideTool('payments.refund_order', 'checkout', project, connector)).toEqual({ action: 'require_approval', source: 'all_agents', rule: 'payments.*' });
    expect(decideTool('payments.refund_order', 'checkout', [], connector)).toEqual({ action: 'block', source: 'connector', rule: 'refund_*' });
    expect(decideTool('crm.find', null, project, [])).toEqual({ action: 'always_run', source: 'default' });
    // A console call (no agent) ignores agent rules.
    expect(decideTool('payments.get_order', null, project, []).source).toBe('all_agents');
  });

  it('never throws on malformed input', () => {
    fc.assert(fc.property(fc.string(), fc.anything(), fc.anything(), fc.option(fc.string(), { nil: null }), (tool, p, c, agent) => {
      const d = decideTool(tool, agent, p, c);
      expect(['always_run', 'require_approval', 'block']).toContain(d.action);
    }));
    fc.assert(fc.property(fc.anything(), fc.anything(), (g, n) => typeof globMatches(g, n) === 'boolean'));
  });

  it('a glob without * matches only itself; * matches everything', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('*') && s !== ''), fc.string(), (glob, name) => globMatches(glob, name) === (glob === name)));
    fc.assert(fc.property(fc.string(), (name) => globMatches('*', name)));
  });
});

describe('argument preview', () => {
  it('redacts credential-shaped fields and values, marks opaque data, keeps the rest', () => {
    const preview = JSON.parse(argumentPreview({ query: 'ada', api_key: 'whatever', note: 'Bearer abc.def', token: 1, file: 'data:text/plain;base64,aGk=', handle: 'att_abc', key: 'demo_abcdefghijklmnopqrs' }));
    expect(preview).toEqual({ query: 'ada', api_key: '[redacted]', note: '[redacted]', token: '[redacted]', file: '[opaque 27 chars]', handle: '[opaque 7 chars]', key: '[redacted]' });
  });

  it('is bounded and never throws, whatever the arguments', () => {
    fc.assert(fc.property(fc.anything(), (args) => {
      const text = argumentPreview(args);
      expect(text.length).toBeLessThanOrEqual(ARG_PREVIEW_MAX_CHARS);
    }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(argumentPreview(cyclic).length).toBeLessThanOrEqual(ARG_PREVIEW_MAX_CHARS);
  });

  it('never lets a planted credential through under a credential-named key', () => {
    fc.assert(fc.property(fc.constantFrom('password', 'api_key', 'apiKey', 'secret', 'token', 'Authorization', 'client_secret'), fc.string({ minLength: 6 }), (key, value) => {
      expect(argumentPreview({ [key]: value, nested: { [key]: value } })).not.toContain(JSON.stringify(value));
    }));
  });
});
