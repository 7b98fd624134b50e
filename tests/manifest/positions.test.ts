import { describe, expect, it } from 'vitest';
import { parseManifest, type Diagnostic } from '@/lib/manifest';

const find = (diagnostics: Diagnostic[], path: (string | number)[]) => {
  const found = diagnostics.find((d) => JSON.stringify(d.path) === JSON.stringify(path));
  expect(found, `no diagnostic at ${JSON.stringify(path)}: ${JSON.stringify(diagnostics)}`).toBeDefined();
  return found as Diagnostic;
};

const span = (d: Diagnostic) => [d.line, d.column, d.endLine, d.endColumn];

const yaml = [
  'platform_version: 2', //  1
  'default_agent: main', //  2
  'agents:', //  3
  '  main:', //  4
  '    enabled: true', //  5
  '    colour: blue', //  6  unknown key
  'apps:', //  7
  '  web:', //  8
  '    port: 8080 # reserved', //  9
  '    command: [node, ""]', // 10
  'triggers:', // 11
  '  - slug: probe', // 12  monitor without run
  '    type: monitor', // 13
  '    mode: stream', // 14
  '    prompt: check', // 15
  'connectors:', // 16
  '  - {slug: hooks, provider: mcp, url: "x", headers: {"Bad Name": v}}', // 17
].join('\n');

describe('YAML positions', () => {
  const result = parseManifest(yaml);

  it('puts an unknown key on the key', () => {
    expect(span(find(result.diagnostics, ['agents', 'main', 'colour']))).toEqual([6, 5, 6, 11]);
  });

  it('puts a bad value on the value, not on its comment', () => {
    expect(span(find(result.diagnostics, ['apps', 'web', 'port']))).toEqual([9, 11, 9, 15]);
  });

  it('puts a bad list entry on the entry', () => {
    expect(span(find(result.diagnostics, ['apps', 'web', 'command', 1]))).toEqual([10, 21, 10, 23]);
  });

  it('puts a missing key on the first line of the parent map', () => {
    const missing = find(result.diagnostics, ['triggers', 0, 'run']);
    expect(span(missing)).toEqual([12, 5, 12, 16]);
    expect(missing.code).toBe('missing_key');
  });

  it('puts a bad record key on the key inside a flow map', () => {
    const header = find(result.diagnostics, ['connectors', 0, 'headers', 'Bad Name']);
    expect(header.line).toBe(17);
    expect(header.column).toBe(yaml.split('\n')[16].indexOf('"Bad Name"') + 1);
    expect(header.endColumn - header.column).toBe('"Bad Name"'.length);
  });

  it('puts a missing top-level key on the first line of the document', () => {
    const missing = parseManifest('# comment\n\nplatform_version: 2\nagents:\n  main: {}\n');
    expect(span(find(missing.diagnostics, ['default_agent']))).toEqual([3, 1, 3, 20]);
  });

  it('lists diagnostics in source order', () => {
    const lines = result.diagnostics.map((d) => d.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(result.diagnostics.every((d) => d.line >= 1 && d.column >= 1 && (d.endLine > d.line || d.endColumn > d.column))).toBe(true);
  });

  it('gives syntax errors their own positions', () => {
    const broken = parseManifest('platform_version: 2\nagents:\n  main:\n    enabled: true\n   bad: [1, 2\n');
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.length).toBeGreaterThan(0);
    expect(broken.diagnostics.every((d) => d.code === 'yaml_syntax' && d.line >= 5)).toBe(true);
    expect(broken.diagnostics[0].message).toMatch(/^YAML syntax error: /);

    const duplicate = parseManifest('platform_version: 2\nplatform_version: 2\n');
    expect(duplicate.diagnostics[0]).toMatchObject({ code: 'yaml_syntax', line: 2, column: 1 });
    expect(duplicate.version).toBe(2);
  });

  it('follows aliases to the anchored node', () => {
    const aliased = parseManifest(
      'platform_version: 2\ndefault_agent: main\nbase: &base\n  enabled: "no"\nagents:\n  main: *base\n',
    );
    expect(span(find(aliased.diagnostics, ['agents', 'main', 'enabled']))).toEqual([4, 12, 4, 16]);
  });

  it('handles CRLF line endings', () => {
    const crlf = parseManifest('platform_version: 2\r\ndefault_agent: main\r\nagents:\r\n  main:\r\n    enabled: 1\r\n');
    expect(span(find(crlf.diagnostics, ['agents', 'main', 'enabled']))).toEqual([5, 14, 5, 15]);
  });
});

const toml = [
  'platform_version = 2', //  1
  'default_agent = "main"', //  2
  '', //  3
  '[agents.main]', //  4
  'enabled = true', //  5
  'colour = "blue"', //  6  unknown key
  '', //  7
  '[apps.web]', //  8
  'port = 8080 # reserved', //  9
  'command = ["node", ""]', // 10
  'resources = { cpu = 65 }', // 11
  '', // 12
  '[[triggers]]', // 13
  'slug = "one"', // 14
  'type = "cron"', // 15
  'cron = "* * * * *"', // 16
  'prompt = "go"', // 17
  '', // 18
  '[[triggers]]', // 19  monitor without run
  'slug = "probe"', // 20
  'type = "monitor"', // 21
  'mode = "stream"', // 22
  'prompt = "check"', // 23
  '', // 24
  '[[connectors]]', // 25
  'slug = "hooks"', // 26
  'provider = "mcp"', // 27
  'url = "x"', // 28
  'headers."Bad Name" = "v"', // 29
].join('\n');

describe('TOML positions', () => {
  const result = parseManifest(toml, { format: 'toml' });

  it('puts an unknown key on the key under its table header', () => {
    expect(span(find(result.diagnostics, ['agents', 'main', 'colour']))).toEqual([6, 1, 6, 7]);
  });

  it('puts a bad value on the value', () => {
    expect(span(find(result.diagnostics, ['apps', 'web', 'port']))).toEqual([9, 8, 9, 12]);
    expect(span(find(result.diagnostics, ['apps', 'web', 'command', 1]))).toEqual([10, 20, 10, 22]);
    expect(span(find(result.diagnostics, ['apps', 'web', 'resources', 'cpu']))).toEqual([11, 21, 11, 23]);
  });

  it('counts [[array]] tables to find the right item, and puts a missing key on its header', () => {
    expect(span(find(result.diagnostics, ['triggers', 1, 'run']))).toEqual([19, 1, 19, 13]);
  });

  it('finds dotted and quoted keys', () => {
    expect(span(find(result.diagnostics, ['connectors', 0, 'headers', 'Bad Name']))).toEqual([29, 9, 29, 19]);
  });

  it('puts a missing top-level key on the first content line', () => {
    const missing = parseManifest('# manifest\n\nplatform_version = 2\n[agents.main]\n', { format: 'toml' });
    expect(span(find(missing.diagnostics, ['default_agent']))).toEqual([3, 1, 3, 21]);
  });

  it('finds keys in inline tables inside arrays and multi-line arrays', () => {
    const source = [
      'platform_version = 1',
      'agents = [',
      '  { name = "ok" },',
      '  { name = "Not OK" }, # comment',
      ']',
      'channels = [{ platform = "x", events = [',
      '  "a", 2 ] }]',
    ].join('\n');
    const inline = parseManifest(source, { format: 'toml' });
    expect(span(find(inline.diagnostics, ['agents', 1, 'name']))).toEqual([4, 12, 4, 20]);
    expect(span(find(inline.diagnostics, ['channels', 0, 'events', 1]))).toEqual([7, 8, 7, 9]);
  });

  it('handles multi-line strings and comments before the key it looks for', () => {
    const source = [
      'platform_version = 2',
      'default_agent = "main"',
      'notes = """',
      'port = 8080',
      '"""',
      "literal = '''x'''",
      '[agents.main] # the agent',
      'workspace = "write"',
    ].join('\n');
    const parsed = parseManifest(source, { format: 'toml' });
    expect(span(find(parsed.diagnostics, ['agents', 'main', 'workspace']))).toEqual([8, 13, 8, 20]);
  });

  it('gives syntax errors the line and column TOML reports', () => {
    const broken = parseManifest('platform_version = 2\n[agents.main\nenabled = true\n', { format: 'toml' });
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics).toHaveLength(1);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'toml_syntax', line: 2 });
    expect(broken.diagnostics[0].message).toMatch(/^TOML syntax error: /);
    expect(broken.diagnostics[0].message).not.toContain('\n');

    const badValue = parseManifest('platform_version = 2\ndefault_agent = main\n', { format: 'toml' });
    expect(badValue.diagnostics[0]).toMatchObject({ code: 'toml_syntax', line: 2 });
  });
});
