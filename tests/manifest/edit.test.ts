import { describe, expect, it } from 'vitest';
import { diffLines } from 'diff';
import { listSelectableAgents, parseManifest, setAgentScope, setDefaultAgent, type EditResult } from '@/lib/manifest';

const yamlSource = [
  '# Project manifest',
  'platform_version: 2',
  'default_agent: main # picked by the team',
  '',
  'agents:',
  '  main:',
  '    enabled: true',
  '    # secrets it may read',
  '    secrets:',
  '      - OPENAI_KEY   # model',
  '      - DB_URL',
  '  reviewer: {enabled: true, skills: all}',
  '  idle:',
  '    enabled: false',
  '',
  'triggers:',
  '- slug: nightly',
  '  type: cron',
  "  cron: '0 3 * * *'",
  '  prompt: "run the nightly job"',
  '',
].join('\n');

const tomlSource = [
  '# Project manifest',
  'platform_version = 2 # current format',
  'default_agent = "main"',
  '',
  '[agents.main]',
  'enabled = true # on',
  'secrets = ["X"]',
  '',
  '[agents.helper]',
  'enabled = true',
  '',
  '[agents.idle]',
  'enabled = false',
  '',
  '[[triggers]]',
  'slug = "nightly"',
  'type = "cron"',
  'cron = "0 3 * * *"',
  'prompt = "go"',
  '',
].join('\n');

function sourceOf(result: EditResult): string {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return (result as { source: string }).source;
}

/** Lines removed and added between two sources. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.removed) removed.push(...lines);
    if (part.added) added.push(...lines);
  }
  return { removed, added };
}

describe('setDefaultAgent', () => {
  it('changes only the default_agent value in YAML, keeping its comment', () => {
    const next = sourceOf(setDefaultAgent(yamlSource, 'yaml', 'reviewer'));
    expect(changedLines(yamlSource, next)).toEqual({
      removed: ['default_agent: main # picked by the team'],
      added: ['default_agent: reviewer # picked by the team'],
    });
    const parsed = parseManifest(next);
    expect(parsed.ok && parsed.manifest.platform_version === 2 && parsed.manifest.default_agent).toBe('reviewer');
  });

  it('changes only the default_agent value in TOML', () => {
    const next = sourceOf(setDefaultAgent(tomlSource, 'toml', 'helper'));
    expect(changedLines(tomlSource, next)).toEqual({ removed: ['default_agent = "main"'], added: ['default_agent = "helper"'] });
  });

  it('adds default_agent after platform_version when it is missing', () => {
    const yaml = 'platform_version: 2 # v\nagents:\n  a: {}\n';
    expect(sourceOf(setDefaultAgent(yaml, 'yaml', 'a'))).toBe('platform_version: 2 # v\ndefault_agent: a\nagents:\n  a: {}\n');
    const toml = 'platform_version = 2\n\n[agents.a]\n';
    expect(sourceOf(setDefaultAgent(toml, 'toml', 'a'))).toBe('platform_version = 2\ndefault_agent = "a"\n\n[agents.a]\n');
  });

  it('keeps the quoting style and quotes names YAML would misread', () => {
    const quoted = 'platform_version: 2\ndefault_agent: "a"\nagents:\n  a: {}\n  "123": {}\n';
    const next = sourceOf(setDefaultAgent(quoted, 'yaml', '123'));
    expect(next).toContain('default_agent: "123"');
    const plain = 'platform_version: 2\ndefault_agent: a\nagents:\n  a: {}\n  "true": {}\n';
    const reparsed = parseManifest(sourceOf(setDefaultAgent(plain, 'yaml', 'true')));
    expect(reparsed.ok && reparsed.manifest.platform_version === 2 && reparsed.manifest.default_agent).toBe('true');
  });

  it('is a no-op when the agent already is the default', () => {
    expect(setDefaultAgent(yamlSource, 'yaml', 'main')).toEqual({ ok: true, source: yamlSource });
  });

  it('refuses agents that are not declared or not enabled', () => {
    expect(setDefaultAgent(yamlSource, 'yaml', 'ghost')).toMatchObject({ ok: false, code: 'agent_not_declared' });
    expect(setDefaultAgent(yamlSource, 'yaml', 'idle')).toMatchObject({ ok: false, code: 'agent_disabled', message: expect.stringMatching(/disabled/) });
    expect(setDefaultAgent(tomlSource, 'toml', 'idle')).toMatchObject({ ok: false, code: 'agent_disabled' });
    expect(setDefaultAgent(yamlSource, 'yaml', '')).toMatchObject({ ok: false, code: 'invalid_agent_name' });
    // an inherited property name is not a declared agent
    expect(setDefaultAgent(yamlSource, 'yaml', 'constructor')).toMatchObject({ ok: false, code: 'agent_not_declared' });
  });

  it('refuses v1 manifests and sources it cannot read, without throwing', () => {
    expect(setDefaultAgent('platform_version: 1\nagents:\n  - name: a\n', 'yaml', 'a')).toMatchObject({ ok: false, code: 'unsupported_version' });
    expect(setDefaultAgent('platform_version: 2\nagents: [\n', 'yaml', 'a')).toMatchObject({ ok: false, code: 'invalid_source', message: expect.stringMatching(/line \d+/) });
    expect(setDefaultAgent('x = ', 'toml', 'a')).toMatchObject({ ok: false, code: 'invalid_source' });
    expect(setDefaultAgent(null as unknown as string, 'yaml', 'a')).toMatchObject({ ok: false, code: 'invalid_source' });
  });

  it('rewrites through the Document API when the value cannot be spliced, keeping comments', () => {
    const empty = '# top\nplatform_version: 2\ndefault_agent:\nagents:\n  a: {} # the agent\n';
    const next = sourceOf(setDefaultAgent(empty, 'yaml', 'a'));
    expect(next).toContain('# top');
    expect(next).toContain('# the agent');
    const parsed = parseManifest(next);
    expect(parsed.ok).toBe(true);
  });
});

describe('setAgentScope', () => {
  it('replaces a block list in place, keeping the comment above it', () => {
    const next = sourceOf(setAgentScope(yamlSource, 'yaml', 'main', { secrets: ['A', 'B'] }));
    expect(changedLines(yamlSource, next)).toEqual({
      removed: ['      - OPENAI_KEY   # model', '      - DB_URL'],
      added: ['      - A', '      - B'],
    });
    expect(next).toContain('    # secrets it may read\n    secrets:\n');
  });

  it('switches between a list and all/none', () => {
    const none = sourceOf(setAgentScope(yamlSource, 'yaml', 'main', { secrets: 'none' }));
    expect(changedLines(yamlSource, none).added).toEqual(['    secrets: none']);
    const back = sourceOf(setAgentScope(none, 'yaml', 'main', { secrets: ['K'] }));
    expect(back).toContain('    secrets: [K]\n');
    const empty = sourceOf(setAgentScope(yamlSource, 'yaml', 'main', { secrets: [] }));
    expect(empty).toContain('    secrets: []\n');
  });

  it('adds a missing key at the end of a block agent', () => {
    const next = sourceOf(setAgentScope(yamlSource, 'yaml', 'main', { connectors: ['github', 'linear'] }));
    expect(changedLines(yamlSource, next)).toEqual({ removed: [], added: ['    connectors: [github, linear]'] });
  });

  it('adds keys to a flow-map agent', () => {
    const next = sourceOf(setAgentScope(yamlSource, 'yaml', 'reviewer', { secrets: ['A'], connectors: 'all' }));
    expect(next).toContain('  reviewer: {enabled: true, skills: all, secrets: [A], connectors: all}\n');
  });

  it('fills an agent declared with no value', () => {
    const bare = 'platform_version: 2\ndefault_agent: a\nagents:\n  a:\n';
    const next = sourceOf(setAgentScope(bare, 'yaml', 'a', { secrets: ['S'] }));
    const parsed = parseManifest(next);
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.manifest.platform_version === 2) expect(parsed.manifest.agents.a.secrets).toEqual(['S']);
  });

  it('edits TOML tables, inline tables and dotted keys as text', () => {
    const replaced = sourceOf(setAgentScope(tomlSource, 'toml', 'main', { secrets: 'all' }));
    expect(changedLines(tomlSource, replaced)).toEqual({ removed: ['secrets = ["X"]'], added: ['secrets = "all"'] });

    const added = sourceOf(setAgentScope(tomlSource, 'toml', 'helper', { secrets: ['A'], connectors: ['gh'] }));
    expect(changedLines(tomlSource, added)).toEqual({ removed: [], added: ['secrets = ["A"]', 'connectors = ["gh"]'] });
    expect(added).toContain('[agents.helper]\nenabled = true\nsecrets = ["A"]\nconnectors = ["gh"]\n\n[agents.idle]');

    const layouts = 'platform_version = 2\ndefault_agent = "a"\n[agents]\na = { enabled = true }\nb.enabled = true\nc = {}\n';
    const inline = sourceOf(setAgentScope(layouts, 'toml', 'a', { secrets: ['S'] }));
    expect(inline).toContain('a = { enabled = true, secrets = ["S"] }\n');
    const dotted = sourceOf(setAgentScope(layouts, 'toml', 'b', { connectors: 'none' }));
    expect(dotted).toContain('b.enabled = true\nb.connectors = "none"\n');
    const empty = sourceOf(setAgentScope(layouts, 'toml', 'c', { secrets: [] }));
    expect(empty).toContain('c = { secrets = [] }\n');
  });

  it('edits v1 agents found by name, in YAML and TOML', () => {
    const yaml = 'platform_version: 1\nagents:\n  - name: a\n  - name: b\n    env: all\n';
    expect(sourceOf(setAgentScope(yaml, 'yaml', 'b', { connectors: ['x'] }))).toBe(
      'platform_version: 1\nagents:\n  - name: a\n  - name: b\n    env: all\n    connectors: [x]\n',
    );
    const toml = 'platform_version = 1\n\n[[agents]]\nname = "a"\n\n[[agents]]\nname = "b"\n';
    expect(sourceOf(setAgentScope(toml, 'toml', 'b', { secrets: ['S'] }))).toBe(
      'platform_version = 1\n\n[[agents]]\nname = "a"\n\n[[agents]]\nname = "b"\nsecrets = ["S"]\n',
    );
  });

  it('writes names that need quoting safely', () => {
    const odd = ['a, b', '#hash', 'quote"d', 'multi\nline'];
    for (const [source, format] of [
      [yamlSource, 'yaml'],
      [tomlSource, 'toml'],
    ] as const) {
      const next = sourceOf(setAgentScope(source, format, 'main', { secrets: odd }));
      const parsed = parseManifest(next, { format });
      expect(parsed.ok).toBe(true);
      if (parsed.ok && parsed.manifest.platform_version === 2) expect(parsed.manifest.agents.main.secrets).toEqual(odd);
    }
  });

  it('refuses bad input with a clear result instead of throwing', () => {
    expect(setAgentScope(yamlSource, 'yaml', 'ghost', { secrets: [] })).toMatchObject({ ok: false, code: 'agent_not_declared' });
    expect(setAgentScope(yamlSource, 'yaml', 'main', { secrets: [''] })).toMatchObject({ ok: false, code: 'invalid_scope' });
    expect(setAgentScope(yamlSource, 'yaml', 'main', { secrets: 'some' as never })).toMatchObject({ ok: false, code: 'invalid_scope' });
    expect(setAgentScope(yamlSource, 'yaml', 'main', null as never)).toMatchObject({ ok: false, code: 'invalid_scope' });
    expect(setAgentScope('a: [', 'yaml', 'main', { secrets: [] })).toMatchObject({ ok: false, code: 'invalid_source' });
    expect(setAgentScope(yamlSource, 'yaml', 'main', {})).toEqual({ ok: true, source: yamlSource });
  });

  it('refuses to edit an agent that is an alias of another node', () => {
    const aliased = 'platform_version: 2\ndefault_agent: a\nbase: &base\n  enabled: true\nagents:\n  a: *base\n';
    expect(setAgentScope(aliased, 'yaml', 'a', { secrets: ['S'] })).toMatchObject({ ok: false, code: 'unsupported_layout' });
  });
});

describe('listSelectableAgents', () => {
  it('lists declared agents that are not disabled (v2)', () => {
    const parsed = parseManifest(yamlSource);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(listSelectableAgents(parsed.manifest)).toEqual(['main', 'reviewer']);
  });

  it('lists v1 agents by name', () => {
    const parsed = parseManifest('platform_version: 1\nagents:\n  - name: a\n  - name: b\n');
    if (!parsed.ok) throw new Error('fixture must be valid');
    expect(listSelectableAgents(parsed.manifest)).toEqual(['a', 'b']);
  });

  it('never throws on odd input', () => {
    expect(listSelectableAgents(null as never)).toEqual([]);
    expect(listSelectableAgents({ platform_version: 2 } as never)).toEqual([]);
  });
});
