import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { app, expectError, expectValid, v2 } from './fixtures';

const withApp = (extra: Record<string, unknown>) => v2({ apps: { web: app(extra) } });
const at = (...path: (string | number)[]) => ['apps', 'web', ...path];

describe('apps (platform_version 2)', () => {
  it('accepts every field', () => {
    expectValid(
      withApp({
        path: 'apps/web',
        type: 'dockerfile',
        image: 'ghcr.io/acme/web:1',
        dockerfile: 'apps/web/Dockerfile',
        command: ['node', 'server.js'],
        port: 3000,
        root: 'apps/web',
        output_dir: 'dist',
        install_command: 'npm ci',
        build_command: 'npm run build',
        spa: true,
        readiness_path: '/healthz',
        idle_timeout_seconds: 600,
        monthly_budget_usd: 25.5,
        resources: { cpu: 2, memory_gb: 4, disk_gb: 20 },
        later_field: 'fields after disk_gb are not shown in the spec, so extra keys are allowed',
      }),
    );
    for (const type of ['static', 'bundle', 'dockerfile', 'oci_image']) expectValid(withApp({ type }));
  });

  it('keys apps by slug', () => {
    expectError(v2({ apps: { 'My App': app() } }), ['apps', 'My App'], 'invalid_key', /app name "My App"/);
    expectError(v2({ apps: [app()] }), ['apps'], 'invalid_type');
  });

  it('checks type, image, spa and the command strings', () => {
    expectError(withApp({ type: 'lambda' }), at('type'), 'invalid_value', /static, bundle, dockerfile, oci_image/);
    expectError(withApp({ image: '' }), at('image'), 'too_small');
    expectError(withApp({ spa: 'yes' }), at('spa'), 'invalid_type', /true or false/);
    expectError(withApp({ install_command: ['npm', 'ci'] }), at('install_command'), 'invalid_type');
    expectError(withApp({ build_command: 1 }), at('build_command'), 'invalid_type');
  });

  it('port is 1..65535 except 7331 and 8080', () => {
    for (const port of [1, 80, 7330, 7332, 8079, 8081, 65535]) expectValid(withApp({ port }));
    const reserved = expectError(withApp({ port: 8080 }), at('port'), 'reserved_port');
    expect(reserved.message).toBe('port 8080 is reserved; choose 1–65535 except 7331 and 8080');
    expectError(withApp({ port: 7331 }), at('port'), 'reserved_port', /port 7331 is reserved/);
    expectError(withApp({ port: 0 }), at('port'), 'too_small', /port 0 is out of range; choose 1–65535 except 7331 and 8080/);
    expectError(withApp({ port: 65536 }), at('port'), 'too_big', /port 65536 is out of range/);
    expectError(withApp({ port: 3000.5 }), at('port'), 'invalid_type', /whole number/);
    expectError(withApp({ port: '3000' }), at('port'), 'invalid_type', /whole number.*\(got "3000"\)/);
  });

  it('idle_timeout_seconds is an integer from 120 to 86400', () => {
    expectValid(withApp({ idle_timeout_seconds: 120 }));
    expectValid(withApp({ idle_timeout_seconds: 86400 }));
    expectError(withApp({ idle_timeout_seconds: 119 }), at('idle_timeout_seconds'), 'too_small', /whole number from 120 to 86400 \(got 119\)/);
    expectError(withApp({ idle_timeout_seconds: 86401 }), at('idle_timeout_seconds'), 'too_big');
    expectError(withApp({ idle_timeout_seconds: 600.5 }), at('idle_timeout_seconds'), 'invalid_type');
  });

  it('resources: cpu 1..64, memory_gb 1..512, disk_gb 1..1024 (chosen bound), integers', () => {
    const cases: Array<[string, number, number]> = [
      ['cpu', 1, 64],
      ['memory_gb', 1, 512],
      ['disk_gb', 1, 1024],
    ];
    for (const [key, min, max] of cases) {
      expectValid(withApp({ resources: { [key]: min } }));
      expectValid(withApp({ resources: { [key]: max } }));
      expectError(withApp({ resources: { [key]: min - 1 } }), at('resources', key), 'too_small', new RegExp(`resources.${key} must be a whole number from ${min} to ${max}`));
      expectError(withApp({ resources: { [key]: max + 1 } }), at('resources', key), 'too_big');
      expectError(withApp({ resources: { [key]: 1.5 } }), at('resources', key), 'invalid_type');
    }
  });

  it('monthly_budget_usd is a number of at least 0', () => {
    expectValid(withApp({ monthly_budget_usd: 0 }));
    expectValid(withApp({ monthly_budget_usd: 0.01 }));
    expectError(withApp({ monthly_budget_usd: -0.01 }), at('monthly_budget_usd'), 'too_small', /at least 0 \(got -0.01\)/);
    expectError(withApp({ monthly_budget_usd: '10' }), at('monthly_budget_usd'), 'invalid_type');
    const infinite = parseManifest('platform_version = 2\ndefault_agent = "main"\nagents.main = {}\napps.web.monthly_budget_usd = inf\n', { format: 'toml' });
    expect(infinite.ok).toBe(false);
    expect(infinite.diagnostics[0].path).toEqual(['apps', 'web', 'monthly_budget_usd']);
  });

  it('readiness_path starts with "/"', () => {
    expectValid(withApp({ readiness_path: '/' }));
    expectError(withApp({ readiness_path: 'healthz' }), at('readiness_path'), 'invalid_format', /must start with "\/"/);
  });

  it('command is a list of at least one non-empty string', () => {
    expectValid(withApp({ command: ['serve'] }));
    expectError(withApp({ command: [] }), at('command'), 'too_small', /at least one part/);
    expectError(withApp({ command: ['node', ''] }), at('command', 1), 'too_small', /must not be empty/);
    expectError(withApp({ command: 'node server.js' }), at('command'), 'invalid_type', /must be a list/);
  });

  it.each(['path', 'dockerfile', 'root', 'output_dir'])('%s is a relative path', (key) => {
    expectValid(withApp({ [key]: 'a/b' }));
    expectError(withApp({ [key]: '/abs' }), at(key), 'relative_path');
    expectError(withApp({ [key]: 'a/../../b' }), at(key), 'relative_path');
    expectError(withApp({ [key]: '' }), at(key), 'too_small');
  });
});
