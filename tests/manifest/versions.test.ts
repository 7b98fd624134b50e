import { describe, expect, it } from 'vitest';
import {
  manifestSchema,
  manifestV1Schema,
  manifestV2Schema,
  parseManifest,
  PLATFORM_CLI_PERMISSIONS_V1,
  PLATFORM_CLI_PERMISSIONS_V2,
} from '@/lib/manifest';
import { errors, expectError, expectValid, parseBoth, v1, v2, warnings } from './fixtures';

describe('platform_version 1', () => {
  it('accepts agents, channels and extra keys', () => {
    const result = parseManifest(
      [
        'platform_version: 1',
        'agents:',
        '  - name: main',
        '    connectors: [github]',
        '    platform_cli: [project.read, channel.send, project.session.exec]',
        '    env: all',
        '    model: anything-goes',
        'channels:',
        '  - platform: team-chat',
        '    enabled: on',
        '    events: [message, mention]',
        'legacy_key: 1',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    expect(result.version).toBe(1);
    if (result.ok && result.manifest.platform_version === 1) {
      expect(result.manifest.agents?.[0].name).toBe('main');
    }
  });

  it('does not require agents', () => {
    expectValid({ platform_version: 1 });
  });

  it('checks agent names and lists', () => {
    expectError(v1({ agents: [{}] }), ['agents', 0, 'name'], 'missing_key');
    expectError(v1({ agents: [{ name: 'Main' }] }), ['agents', 0, 'name'], 'invalid_format', /agent name "Main"/);
    expectError(v1({ agents: { main: {} } }), ['agents'], 'invalid_type', /must be a list/);
  });

  it('allows every v1 permission name in platform_cli and nothing else', () => {
    expectValid(v1({ agents: [{ name: 'main', platform_cli: [...PLATFORM_CLI_PERMISSIONS_V1] }] }));
    expectValid(v1({ agents: [{ name: 'main', platform_cli: 'none' }] }));
    expectError(v1({ agents: [{ name: 'main', platform_cli: ['project.everything'] }] }), ['agents', 0, 'platform_cli', 0], 'invalid_value', /unknown permission "project.everything"/);
  });

  it('checks channels', () => {
    expectError(v1({ channels: [{ platform: '' }] }), ['channels', 0, 'platform'], 'too_small');
    expectError(v1({ channels: [{ enabled: true }] }), ['channels', 0, 'platform'], 'missing_key');
    expectError(v1({ channels: [{ platform: 'x', events: [1] }] }), ['channels', 0, 'events', 0], 'invalid_type');
  });

  it('forbids apps', () => {
    expectError(v1({ apps: { web: { port: 3000 } } }), ['apps'], 'forbidden_key', /apps are not available in platform_version 1/);
  });
});

describe('platform_version 2', () => {
  it('requires default_agent and agents', () => {
    expectError({ platform_version: 2, agents: { main: {} } }, ['default_agent'], 'missing_key', /missing required key "default_agent"/);
    expectError({ platform_version: 2, default_agent: 'main' }, ['agents'], 'missing_key');
    expectError(v2({ default_agent: '' }), ['default_agent'], 'too_small');
  });

  it('requires at least one agent, keyed by slug', () => {
    expectError(v2({ agents: {} }), ['agents'], 'agents_empty', /at least one agent/);
    expectError(v2({ agents: { 'Main Agent': {} }, default_agent: 'Main Agent' }), ['agents', 'Main Agent'], 'invalid_key', /agent name "Main Agent"/);
    expectError(v2({ agents: [{ name: 'main' }] }), ['agents'], 'invalid_type');
  });

  it('accepts every agent key', () => {
    expectValid(
      v2({
        agents: {
          main: {
            enabled: true,
            sandbox: 'base',
            connectors: ['github'],
            connectors_required: ['github'],
            secrets: 'all',
            skills: 'none',
            platform_cli: [...PLATFORM_CLI_PERMISSIONS_V2],
            workspace: 'branch',
          },
        },
      }),
    );
  });

  it('closes the agent keys and points at the unknown key with a suggestion', () => {
    const d = expectError(v2({ agents: { main: { secret: ['A'] } } }), ['agents', 'main', 'secret'], 'unknown_key');
    expect(d.message).toBe('unknown key "secret" in agents.main; did you mean "secrets"?');
    const far = expectError(v2({ agents: { main: { model: 'x' } } }), ['agents', 'main', 'model'], 'unknown_key');
    expect(far.message).toMatch(/allowed keys: enabled, sandbox, connectors, connectors_required, secrets, skills, platform_cli, workspace$/);
  });

  it('explains an agent declared without a value', () => {
    const result = parseManifest('platform_version: 2\ndefault_agent: main\nagents:\n  main:\n');
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([{ path: ['agents', 'main'], code: 'invalid_type', message: '"main" has no value; write {} for an empty map', line: 4, column: 3 }]);
  });

  it('checks agent values', () => {
    expectError(v2({ agents: { main: { enabled: 'yes' } } }), ['agents', 'main', 'enabled'], 'invalid_type', /"enabled" must be true or false, not text/);
    expectError(v2({ agents: { main: { sandbox: 'Big Box' } } }), ['agents', 'main', 'sandbox'], 'invalid_format');
    expectError(v2({ agents: { main: { workspace: 'write' } } }), ['agents', 'main', 'workspace'], 'invalid_value', /runtime, read, branch/);
    expectError(v2({ agents: { main: { connectors_required: 'github' } } }), ['agents', 'main', 'connectors_required'], 'invalid_type');
    expectError(v2({ agents: { main: { connectors_required: [''] } } }), ['agents', 'main', 'connectors_required', 0], 'too_small');
  });

  it('allows only v2 permission names in platform_cli', () => {
    expectError(v2({ agents: { main: { platform_cli: ['channel.send'] } } }), ['agents', 'main', 'platform_cli', 0], 'invalid_value', /exists only in platform_version 1/);
    expectError(v2({ agents: { main: { platform_cli: ['project.nope'] } } }), ['agents', 'main', 'platform_cli', 0], 'invalid_value', /unknown permission/);
    expectError(v2({ agents: { main: { platform_cli: 'some' } } }), ['agents', 'main', 'platform_cli'], 'invalid_union', /list of permission names/);
    expectValid(v2({ agents: { main: { platform_cli: ['*'] } } }));
  });

  it('warns, but accepts, the deprecated connectors_personal', () => {
    for (const [, result] of parseBoth(v2({ agents: { main: { connectors_personal: ['github'] } } }))) {
      expect(result.ok).toBe(true);
      expect(errors(result)).toEqual([]);
      expect(warnings(result)).toMatchObject([{ path: ['agents', 'main', 'connectors_personal'], code: 'deprecated_key', message: expect.stringMatching(/rename it to connectors_required/) }]);
    }
    const both = parseManifest('platform_version: 2\ndefault_agent: a\nagents:\n  a:\n    connectors_required: [x]\n    connectors_personal: [y]\n');
    expect(both.ok).toBe(true);
    expect(warnings(both)[0].message).toMatch(/connectors_required is also set/);
  });

  it('checks runtime', () => {
    expectValid(v2({ runtime: '<runtime_a>' }));
    expectValid(v2({ runtime: '<runtime_b>' }));
    expectError(v2({ runtime: 'node' }), ['runtime'], 'invalid_value', /<runtime_a>, <runtime_b>/);
  });

  it('makes an undeclared default_agent an error and a disabled one a warning', () => {
    expectError(v2({ default_agent: 'ghost' }), ['default_agent'], 'default_agent_undeclared', /"ghost" is not declared under agents \(declared: main\)/);
    for (const [, result] of parseBoth(v2({ agents: { main: { enabled: false }, other: {} } }))) {
      expect(result.ok).toBe(true);
      expect(warnings(result)).toMatchObject([{ code: 'default_agent_disabled', path: ['default_agent'] }]);
    }
  });

  it('allows extra top-level keys', () => {
    expectValid(v2({ notes: 'free text' }));
  });
});

describe('schemas', () => {
  it('manifestSchema dispatches on platform_version', () => {
    expect(manifestSchema.safeParse(v1()).success).toBe(true);
    expect(manifestSchema.safeParse(v2()).success).toBe(true);
    expect(manifestSchema.safeParse({ ...v1(), apps: {} }).success).toBe(false);
    expect(manifestSchema.safeParse({ platform_version: 3 }).success).toBe(false);
    expect(manifestV1Schema.safeParse(v2()).success).toBe(false);
    expect(manifestV2Schema.safeParse(v2()).success).toBe(true);
  });

  it('permission lists: v1 is v2 plus the legacy names', () => {
    expect(PLATFORM_CLI_PERMISSIONS_V2).toHaveLength(48);
    expect(PLATFORM_CLI_PERMISSIONS_V1).toHaveLength(58);
    expect(PLATFORM_CLI_PERMISSIONS_V1).toEqual(expect.arrayContaining([...PLATFORM_CLI_PERMISSIONS_V2]));
    expect(PLATFORM_CLI_PERMISSIONS_V2).not.toContain('channel.send');
  });
});
