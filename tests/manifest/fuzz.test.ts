import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify as toToml } from 'smol-toml';
import { stringify as toYaml } from 'yaml';
import { parseManifest, setAgentScope, setDefaultAgent, type ManifestResult } from '@/lib/manifest';
import { RAW_ZOD_TEXT } from './fixtures';

/** A result is well formed: the union's shape, and every position inside the source. */
function expectWellFormed(result: ManifestResult, source: string): void {
  expect(typeof result.ok).toBe('boolean');
  expect([1, 2, null]).toContain(result.version);
  if (result.ok) expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  else expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  const lines = source.split('\n').length;
  for (const d of result.diagnostics) {
    expect(d.message).not.toMatch(RAW_ZOD_TEXT);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.endLine).toBeGreaterThanOrEqual(d.line);
    expect(d.line).toBeLessThanOrEqual(lines);
    if (d.endLine === d.line) expect(d.endColumn).toBeGreaterThan(d.column);
    expect(Array.isArray(d.path)).toBe(true);
  }
}

function checkBoth(doc: unknown): void {
  const yaml = toYaml(doc);
  expectWellFormed(parseManifest(yaml), yaml);
  let toml: string | undefined;
  try {
    toml = toToml(doc as Record<string, unknown>);
  } catch {
    // Not representable in TOML (null, a non-table root): covered by the YAML run.
  }
  if (toml !== undefined) expectWellFormed(parseManifest(toml, { format: 'toml' }), toml);
}

const TOP_KEYS = ['platform_version', 'default_agent', 'agents', 'runtime', 'project', 'env', 'agent_runtime', 'sandbox', 'sandboxes', 'triggers', 'connectors', 'apps', 'channels'];
const AGENT_KEYS = ['name', 'enabled', 'sandbox', 'connectors', 'connectors_required', 'connectors_personal', 'secrets', 'skills', 'platform_cli', 'workspace', 'colour'];
const TRIGGER_KEYS = ['slug', 'type', 'prompt', 'prompt_template', 'cron', 'schedule', 'run_at', 'secret_env', 'run', 'mode', 'interval', 'enabled', 'filter', 'session_mode'];
const CONNECTOR_KEYS = ['slug', 'provider', 'url', 'base_url', 'endpoint', 'app', 'platform', 'auth', 'headers', 'policies', 'credential', 'agent_scope'];
const APP_KEYS = ['path', 'type', 'command', 'port', 'readiness_path', 'idle_timeout_seconds', 'monthly_budget_usd', 'resources', 'spa', 'dockerfile'];
const WORDS = ['all', 'none', 'main', 'poll', 'stream', 'monitor', 'cron', 'webhook', 'mcp', 'http', 'channel', 'computer', 'platform_email', 'shared', '/x', '../x', '5m', '0s', 'SECRET', 'project.read', 'channel.send', 'yes', 'type', 'none'];

const scalar = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(...WORDS),
  fc.integer({ min: -2, max: 70000 }),
  fc.constantFrom(0, 1, 64, 65, 119, 120, 7331, 8080, 65535, 65536, 86400, 86401, 1.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...WORDS, 'x', 'Bad Key', 'type'), tie('v'), { maxKeys: 3 }),
  ),
})).v;

const mapOf = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 });
const names = fc.constantFrom('main', 'helper', 'Bad Name', '', 'x'.repeat(129));

const manifestLike = fc.record(
  {
    platform_version: fc.constantFrom<unknown>(1, 2, 2, 2, 3, '2', null),
    default_agent: fc.oneof(names, scalar),
    agents: fc.oneof(fc.dictionary(names, mapOf(AGENT_KEYS), { maxKeys: 3 }), fc.array(mapOf(AGENT_KEYS), { maxLength: 3 }), scalar),
    triggers: fc.oneof(fc.array(mapOf(TRIGGER_KEYS), { maxLength: 3 }), value),
    connectors: fc.oneof(fc.array(mapOf(CONNECTOR_KEYS), { maxLength: 3 }), value),
    apps: fc.oneof(fc.dictionary(names, mapOf(APP_KEYS), { maxKeys: 2 }), value),
    sandbox: fc.oneof(fc.record({ templates: fc.array(mapOf(['slug', 'image', 'dockerfile', 'cpu']), { maxLength: 2 }) }), value),
    extra: fc.dictionary(fc.constantFrom(...TOP_KEYS), value, { maxKeys: 3 }),
  },
  { requiredKeys: [] },
).map(({ extra, ...rest }) => ({ ...extra, ...rest }));

describe('parseManifest never throws', () => {
  it('on arbitrary strings, as YAML and as TOML', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (source) => {
        expectWellFormed(parseManifest(source), source);
        expectWellFormed(parseManifest(source, { format: 'toml' }), source);
      }),
      { numRuns: 300 },
    );
  });

  it('on YAML- and TOML-flavoured fragments', () => {
    const token = fc.constantFrom('platform_version', ':', '=', ' ', '\n', '  ', '- ', '[', ']', '{', '}', '"', "'", '#', '&a', '*a', '!!str', '---', '2', 'agents', 'main', '[[agents]]', '"""', ',', '.', '\t', '\r\n', '|');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const source = tokens.join('');
        expectWellFormed(parseManifest(source), source);
        expectWellFormed(parseManifest(source, { format: 'toml' }), source);
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary JSON documents serialised to YAML and TOML', () => {
    fc.assert(fc.property(fc.jsonValue(), (doc) => checkBoth(doc)), { numRuns: 200 });
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), (doc) => checkBoth(doc)), { numRuns: 200 });
  });

  it('on documents with manifest keys and wrong or borderline values, with human messages only', () => {
    fc.assert(fc.property(manifestLike, (doc) => checkBoth(doc)), { numRuns: 400 });
  });

  it('on hostile input: alias bombs, deep nesting, odd option values', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 12 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`)].join('\n');
    const result = parseManifest(bomb);
    expectWellFormed(result, bomb);
    expect(result.ok).toBe(false);
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expectWellFormed(parseManifest(deep), deep);
    expectWellFormed(parseManifest(`a = ${deep}`, { format: 'toml' }), deep);
    expect(parseManifest(42 as unknown as string).ok).toBe(false);
    expect(parseManifest('platform_version: 2', { format: 'json' as never }).version).toBe(2);
  });
});

describe('the edit helpers never throw', () => {
  it('on arbitrary sources and names', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 10 }), fc.constantFrom('yaml', 'toml') as fc.Arbitrary<'yaml' | 'toml'>, (source, name, format) => {
        const a = setDefaultAgent(source, format, name);
        const b = setAgentScope(source, format, name, { secrets: [name || 'x'], connectors: 'all' });
        for (const result of [a, b]) expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('write exactly what was asked into valid manifests, in both formats', () => {
    const agentNames = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/), { minLength: 1, maxLength: 4 });
    const allowlist = fc.oneof(fc.constantFrom<'all' | 'none'>('all', 'none'), fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 4 }));
    fc.assert(
      fc.property(agentNames, allowlist, allowlist, fc.boolean(), (names, secrets, connectors, flow) => {
        const doc = {
          platform_version: 2,
          default_agent: names[0],
          agents: Object.fromEntries(names.map((name, i) => [name, i % 2 ? { enabled: true, skills: ['s'] } : { secrets: ['old'] }])),
        };
        const target = names[names.length - 1];
        for (const [format, source] of [
          ['yaml', toYaml(doc, { collectionStyle: flow ? 'flow' : 'block' })],
          ['toml', toToml(doc)],
        ] as const) {
          const scoped = setAgentScope(source, format, target, { secrets, connectors });
          expect(scoped.ok, JSON.stringify(scoped)).toBe(true);
          if (!scoped.ok) continue;
          const parsed = parseManifest(scoped.source, { format });
          expect(parsed.ok).toBe(true);
          if (parsed.ok && parsed.manifest.platform_version === 2) {
            expect(parsed.manifest.agents[target].secrets).toEqual(secrets);
            expect(parsed.manifest.agents[target].connectors).toEqual(connectors);
          }
          const moved = setDefaultAgent(source, format, target);
          expect(moved.ok).toBe(true);
          if (moved.ok) {
            const reparsed = parseManifest(moved.source, { format });
            expect(reparsed.ok && reparsed.manifest.platform_version === 2 && reparsed.manifest.default_agent).toBe(target);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
