import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { expectError, expectValid, v1, v2 } from './fixtures';

const slug128 = 'a' + 'b'.repeat(127);

describe('top-level shared sections', () => {
  it('accepts project, env and agent_runtime in both versions', () => {
    for (const base of [v1, v2]) {
      expectValid(
        base({
          project: { name: 'Demo', description: 'x', owner: 'extra keys are allowed' },
          env: { required: ['OPENAI_API_KEY', '_X'], optional: ['lower_case1'] },
          agent_runtime: { config_dir: 'config/agent' },
          something_else: true,
        }),
      );
    }
  });

  it('rejects non-string project fields', () => {
    expectError(v2({ project: { name: 5 } }), ['project', 'name'], 'invalid_type', /"name" must be text/);
  });

  it('rejects env names that do not match the pattern', () => {
    expectError(v2({ env: { required: ['1ABC'] } }), ['env', 'required', 0], 'invalid_format', /environment variable name "1ABC"/);
    expectError(v2({ env: { optional: ['A-B'] } }), ['env', 'optional', 0], 'invalid_format');
    expectError(v2({ env: { required: 'A' } }), ['env', 'required'], 'invalid_type', /must be a list/);
  });

  it('requires a relative, non-empty config_dir', () => {
    expectValid(v2({ agent_runtime: { config_dir: './cfg/..x/y' } }));
    expectError(v2({ agent_runtime: { config_dir: '/etc/agent' } }), ['agent_runtime', 'config_dir'], 'relative_path');
    expectError(v2({ agent_runtime: { config_dir: 'a/../b' } }), ['agent_runtime', 'config_dir'], 'relative_path', /relative path/);
    expectError(v2({ agent_runtime: { config_dir: '..' } }), ['agent_runtime', 'config_dir'], 'relative_path');
    expectError(v2({ agent_runtime: { config_dir: '' } }), ['agent_runtime', 'config_dir'], 'too_small', /must not be empty/);
    expectError(v2({ agent_runtime: {} }), ['agent_runtime', 'config_dir'], 'missing_key', /missing required key "config_dir"/);
  });

  it('forbids a top-level sandboxes key in both versions', () => {
    expectError(v2({ sandboxes: [] }), ['sandboxes'], 'forbidden_key', /sandbox\.templates/);
    expectError(v1({ sandboxes: {} }), ['sandboxes'], 'forbidden_key');
  });
});

describe('sandbox', () => {
  const template = (extra: Record<string, unknown> = {}) => ({ slug: 'base', image: 'node:22', ...extra });

  it('accepts templates and a default', () => {
    expectValid(
      v2({
        sandbox: {
          default: 'base',
          templates: [
            template({ name: 'Base', entrypoint: '/bin/sh', cpu: 1, memory: 1, disk: 1 }),
            { slug: 'custom', dockerfile: 'docker/Dockerfile', cpu: 64 },
          ],
        },
      }),
    );
  });

  it.each(['image', 'dockerfile', 'slug', 'cpu', 'memory', 'disk', 'entrypoint', 'context', 'context_dir', 'gpu'])(
    'forbids %s directly under sandbox',
    (key) => {
      const d = expectError(v2({ sandbox: { [key]: 'x' } }), ['sandbox', key], 'forbidden_key');
      expect(d.message).toContain(`"${key}" cannot be set directly under sandbox`);
    },
  );

  it('rejects an empty sandbox default', () => {
    expectError(v2({ sandbox: { default: '' } }), ['sandbox', 'default'], 'too_small');
  });

  it('needs exactly one of image or dockerfile', () => {
    expectError(v2({ sandbox: { templates: [{ slug: 'a' }] } }), ['sandbox', 'templates', 0], 'template_image_or_dockerfile', /exactly one/);
    expectError(
      v2({ sandbox: { templates: [{ slug: 'a', image: 'x', dockerfile: 'Dockerfile' }] } }),
      ['sandbox', 'templates', 0, 'dockerfile'],
      'template_image_or_dockerfile',
      /both image and dockerfile/,
    );
  });

  it('checks image and dockerfile values', () => {
    expectError(v2({ sandbox: { templates: [{ slug: 'a', image: '' }] } }), ['sandbox', 'templates', 0, 'image'], 'too_small');
    expectError(v2({ sandbox: { templates: [{ slug: 'a', dockerfile: '/Dockerfile' }] } }), ['sandbox', 'templates', 0, 'dockerfile'], 'relative_path');
    expectError(v2({ sandbox: { templates: [{ slug: 'a', dockerfile: '../Dockerfile' }] } }), ['sandbox', 'templates', 0, 'dockerfile'], 'relative_path');
  });

  it('reserves the template slug "default" and applies the slug pattern', () => {
    expectError(v2({ sandbox: { templates: [template({ slug: 'default' })] } }), ['sandbox', 'templates', 0, 'slug'], 'reserved_template_slug');
    expectValid(v2({ sandbox: { templates: [template({ slug: 'default2' })] } }));
    expectError(v2({ sandbox: { templates: [template({ slug: 'Base' })] } }), ['sandbox', 'templates', 0, 'slug'], 'invalid_format');
    expectError(v2({ sandbox: { templates: [template({ slug: undefined })] } }), ['sandbox', 'templates', 0, 'slug'], 'missing_key');
  });

  it.each(['cpu', 'memory', 'disk'])('%s is an integer of at least 1', (key) => {
    expectValid(v2({ sandbox: { templates: [template({ [key]: 1 })] } }));
    expectValid(v2({ sandbox: { templates: [template({ [key]: 100000 })] } }));
    expectError(v2({ sandbox: { templates: [template({ [key]: 0 })] } }), ['sandbox', 'templates', 0, key], 'too_small', /whole number of at least 1 \(got 0\)/);
    expectError(v2({ sandbox: { templates: [template({ [key]: 1.5 })] } }), ['sandbox', 'templates', 0, key], 'invalid_type', /whole number/);
    expectError(v2({ sandbox: { templates: [template({ [key]: '2' })] } }), ['sandbox', 'templates', 0, key], 'invalid_type');
  });
});

describe('slug pattern (1 to 128 characters)', () => {
  const withTrigger = (slug: string) => v2({ triggers: [{ slug, type: 'cron', cron: '* * * * *', prompt: 'p' }] });

  it('accepts slugs at the limits', () => {
    for (const slug of ['a', '0', 'a_b-c', slug128]) expectValid(withTrigger(slug));
  });

  it('rejects slugs past the limits or off the pattern', () => {
    expect(slug128.length).toBe(128);
    for (const slug of [slug128 + 'c', '', '_a', '-a', 'Abc', 'a b', 'a.b', 'ä']) {
      expectError(withTrigger(slug), ['triggers', 0, 'slug'], 'invalid_format', /not a valid slug/);
    }
  });
});

describe('allowlist type', () => {
  it('accepts a list of non-empty strings, "all" and "none" (empty list included)', () => {
    for (const value of [['a', 'b'], [], 'all', 'none']) {
      expectValid(v2({ agents: { main: { secrets: value, skills: value, connectors: value } } }));
      expectValid(v1({ agents: [{ name: 'main', connectors: value, env: value }] }));
    }
  });

  it('rejects other strings, empty names and other types', () => {
    expectError(v2({ agents: { main: { secrets: 'some' } } }), ['agents', 'main', 'secrets'], 'invalid_union', /list of names, or "all" or "none" \(got "some"\)/);
    expectError(v2({ agents: { main: { skills: ['ok', ''] } } }), ['agents', 'main', 'skills', 1], 'too_small', /must not be empty/);
    expectError(v2({ agents: { main: { connectors: 3 } } }), ['agents', 'main', 'connectors'], 'invalid_union');
    expectError(v2({ agents: { main: { secrets: [1] } } }), ['agents', 'main', 'secrets', 0], 'invalid_type', /item 1 of "secrets" must be text/);
    expectError(v1({ agents: [{ name: 'main', env: 'ALL' }] }), ['agents', 0, 'env'], 'invalid_union');
  });
});

describe('boolean-like enabled', () => {
  const withEnabled = (enabled: unknown) => v2({ triggers: [{ slug: 't', type: 'cron', cron: 'x', prompt: 'p', enabled }] });

  it('accepts booleans, numbers and the boolean words in any case', () => {
    for (const enabled of [true, false, 0, 1, 2.5, 'true', 'FALSE', '1', '0', 'yes', 'No', 'ON', 'off']) {
      expectValid(withEnabled(enabled));
    }
  });

  it('rejects other words and types', () => {
    for (const enabled of ['maybe', 'y', 'enabled', '', []]) {
      expectError(withEnabled(enabled), ['triggers', 0, 'enabled'], undefined, /enabled must be true or false/);
    }
  });

  it('is boolean-like for v1 channels too', () => {
    expectValid(v1({ channels: [{ platform: 'x', enabled: 'Yes' }] }));
    expectError(v1({ channels: [{ platform: 'x', enabled: 'sometimes' }] }), ['channels', 0, 'enabled']);
  });
});

describe('platform_version', () => {
  it('is required and must be 1 or 2', () => {
    const missing = parseManifest('default_agent: main\n');
    expect(missing.ok).toBe(false);
    expect(missing.version).toBeNull();
    expect(missing.diagnostics[0]).toMatchObject({ code: 'version_missing', path: ['platform_version'] });
    for (const value of ['3', '"2"', '2.5', '0', 'true']) {
      const result = parseManifest(`platform_version: ${value}\n`);
      expect(result.ok).toBe(false);
      expect(result.version).toBeNull();
      expect(result.diagnostics[0].code).toBe('version_invalid');
      expect(result.diagnostics[0].message).toMatch(/platform_version must be 1 or 2/);
    }
  });
});
