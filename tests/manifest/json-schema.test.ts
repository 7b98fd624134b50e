import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { manifestJsonSchema, parseManifest } from '@/lib/manifest';
import { isRelativePath } from '@/lib/manifest/rules';
import { RELATIVE_PATH_PATTERN } from '@/lib/manifest/schema-primitives';
import { v2 } from './fixtures';

type Schema = { properties: Record<string, { description?: string; type?: string }>; required: string[]; oneOf?: unknown[] };

/** Ajv's default strict mode, with its logged type warnings turned into failures. */
const compile = (version?: 1 | 2) =>
  new Ajv({ allErrors: true, strictTypes: true, strictTuples: true }).compile(manifestJsonSchema(version));

describe('manifestJsonSchema', () => {
  it('describes the v2 top level for completion', () => {
    const schema = manifestJsonSchema(2) as unknown as Schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['platform_version', 'default_agent', 'agents', 'runtime', 'project', 'env', 'agent_runtime', 'sandbox', 'triggers', 'connectors', 'apps']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['platform_version', 'default_agent', 'agents']));
    expect(schema.properties.default_agent.description).toMatch(/declared under agents/);
    expect(schema.properties.agents.description).toMatch(/at least one/);
  });

  it('carries a description on every property, for hover', () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        for (const [key, value] of Object.entries(record.properties as Record<string, Record<string, unknown>>)) {
          if (typeof value.description !== 'string' || value.description === '') missing.push(`${path}.${key}`);
        }
      }
      for (const [key, value] of Object.entries(record)) {
        if (key !== 'if' && key !== 'then' && key !== 'else' && key !== 'allOf' && key !== 'anyOf' && key !== 'not') walk(value, `${path}/${key}`);
      }
    };
    walk(manifestJsonSchema(), '#');
    expect(missing).toEqual([]);
  });

  it('differs by version', () => {
    const one = manifestJsonSchema(1) as unknown as Schema;
    expect(one.properties.agents.type).toBe('array');
    expect(one.required).toEqual(['platform_version']);
    const both = manifestJsonSchema() as unknown as Schema;
    expect(both.oneOf).toHaveLength(2);
  });

  it('compiles with ajv in strict mode, without type warnings', () => {
    for (const version of [1, 2, undefined] as const) expect(() => compile(version)).not.toThrow();
  });

  it('agrees with parseManifest on representative documents', () => {
    const validate = compile(2);
    const cases: Array<[Record<string, unknown>, boolean]> = [
      [v2(), true],
      [v2({ apps: { web: { port: 8080 } } }), false],
      [v2({ apps: { web: { port: 8081, readiness_path: '/ok', path: 'web' } } }), true],
      [v2({ apps: { web: { path: '../web' } } }), false],
      [v2({ agents: { main: { colour: 'x' } } }), false],
      [v2({ agents: {} }), false],
      [v2({ triggers: [{ slug: 't', type: 'monitor', run: 'x', mode: 'poll', interval: '1m', prompt: 'p', cron: 'x' }] }), false],
      [v2({ triggers: [{ slug: 't', type: 'monitor', run: 'x', mode: 'stream', prompt: 'p' }] }), true],
      [v2({ triggers: [{ slug: 't', type: 'monitor', run: 'x', mode: 'stream', interval: '1m', prompt: 'p' }] }), false],
      [v2({ triggers: [{ slug: 't', type: 'webhook', prompt: 'p' }] }), false],
      [v2({ connectors: [{ slug: 'm', provider: 'mcp' }] }), false],
      [v2({ connectors: [{ slug: 'platform_email', provider: 'http', base_url: 'x' }] }), false],
      [v2({ connectors: [{ slug: 'c', provider: 'channel', platform: 'email', auth: { type: 'bearer' } }] }), false],
      [v2({ connectors: [{ slug: 'computer', provider: 'computer' }] }), true],
      [v2({ sandbox: { templates: [{ slug: 'a', image: 'x', dockerfile: 'D' }] } }), false],
      [v2({ sandbox: { image: 'x' } }), false],
    ];
    for (const [doc, valid] of cases) {
      expect(validate(doc), `ajv on ${JSON.stringify(doc)}`).toBe(valid);
      expect(parseManifest(stringify(doc)).ok, `parseManifest on ${JSON.stringify(doc)}`).toBe(valid);
    }
  });

  it('returns a fresh copy each call', () => {
    const first = manifestJsonSchema(2) as unknown as Schema;
    first.properties.default_agent.description = 'changed';
    expect((manifestJsonSchema(2) as unknown as Schema).properties.default_agent.description).not.toBe('changed');
  });

  it('states the relative-path rule as a pattern that matches the predicate', () => {
    const pattern = new RegExp(RELATIVE_PATH_PATTERN);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '.', '..', '/', '\\', 'b.c', ''), { maxLength: 6 }), (parts) => {
        const path = parts.join('');
        expect(pattern.test(path)).toBe(isRelativePath(path));
      }),
    );
  });
});
