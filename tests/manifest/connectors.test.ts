import { describe, expect, it } from 'vitest';
import { MANIFEST_PLACEHOLDER_VALUES } from '@/lib/manifest';
import { connector, expectError, expectValid, v1, v2 } from './fixtures';

const withConnector = (extra: Record<string, unknown>) => v2({ connectors: [connector(extra)] });
const at = (key: string | number, ...rest: (string | number)[]) => ['connectors', 0, key, ...rest];

describe('connector items', () => {
  it('accepts every provider with what it needs', () => {
    expectValid(withConnector({ provider: '<hosted_apps_a>', app: 'crm' }));
    expectValid(withConnector({ provider: '<hosted_apps_b>' }));
    expectValid(withConnector({ provider: 'mcp', url: 'https://mcp.example.com', transport: 'sse' }));
    expectValid(withConnector({ provider: 'openapi', spec: 'openapi.json' }));
    expectValid(withConnector({ provider: '<collection_import>' }));
    expectValid(withConnector({ provider: 'graphql', endpoint: 'https://api.example.com/graphql' }));
    expectValid(withConnector({ provider: 'http', base_url: 'https://api.example.com' }));
    expectValid(withConnector({ provider: 'http', baseUrl: 'https://api.example.com' }));
    expectValid(withConnector({ provider: 'channel', platform: '<chat_platform_a>' }));
    expectValid(withConnector({ provider: 'channel', platform: 'email', auth: { type: 'none' } }));
  });

  it('accepts the placeholders exactly as the spec writes them', () => {
    expect(MANIFEST_PLACEHOLDER_VALUES).toEqual(
      expect.arrayContaining(['<hosted_apps_a>', '<hosted_apps_b>', '<collection_import>', '<chat_platform_a>', '<chat_platform_b>', '<runtime_a>', '<runtime_b>']),
    );
    expectValid(withConnector({ provider: 'channel', platform: '<chat_platform_b>' }));
    expectError(withConnector({ provider: 'hosted_apps_a' }), at('provider'), 'invalid_value', /provider must be one of/);
  });

  it('requires slug and provider, with an allowed provider', () => {
    expectError(withConnector({ slug: undefined }), at('slug'), 'missing_key');
    expectError(withConnector({ provider: undefined }), at('provider'), 'missing_key', /missing required key "provider"/);
    expectError(withConnector({ provider: 'ftp' }), at('provider'), 'invalid_value', /\(got "ftp"\)/);
    expectError(withConnector({ slug: 'Docs' }), at('slug'), 'invalid_format');
  });

  it('checks the provider requirements', () => {
    expectError(withConnector({ provider: '<hosted_apps_a>' }), at('app'), 'connector_requires_field', /needs app/);
    expectError(withConnector({ provider: 'mcp' }), at('url'), 'connector_requires_field', /needs url/);
    expectError(withConnector({ provider: 'graphql' }), at('endpoint'), 'connector_requires_field', /needs endpoint/);
    expectError(withConnector({ provider: 'http' }), at('base_url'), 'connector_requires_field', /needs base_url or baseUrl/);
    expectError(withConnector({ provider: 'channel' }), at('platform'), 'connector_requires_field', /needs platform/);
  });

  it('allows only auth type none on a channel connector', () => {
    expectError(
      withConnector({ provider: 'channel', platform: 'email', auth: { type: 'bearer' } }),
      at('auth', 'type'),
      'channel_auth_none',
      /auth type must be none/,
    );
  });

  it('reserves the channel slugs for provider channel', () => {
    for (const slug of ['platform_chat_a', 'platform_chat_b', 'platform_email']) {
      expectValid(withConnector({ slug, provider: 'channel', platform: 'email' }));
      expectError(withConnector({ slug, provider: 'http', base_url: 'https://x' }), at('provider'), 'reserved_connector_slug', /reserved for a channel connector/);
    }
  });

  it('ties slug computer to provider computer', () => {
    expectValid(withConnector({ slug: 'computer', provider: 'computer' }));
    expectError(withConnector({ slug: 'computer', provider: 'openapi' }), at('provider'), 'reserved_connector_slug', /must have provider: computer/);
    expectError(withConnector({ slug: 'pc', provider: 'computer' }), at('provider'), 'reserved_connector_slug', /only for the connector with slug computer/);
  });

  it('checks the simple fields', () => {
    expectError(withConnector({ name: '' }), at('name'), 'too_small');
    expectError(withConnector({ url: 5 }), at('url'), 'invalid_type');
    expectError(withConnector({ transport: 'websocket' }), at('transport'), 'invalid_value', /http, sse/);
    expectError(withConnector({ provider: 'channel', platform: 'sms' }), at('platform'), 'invalid_value');
    expectError(withConnector({ authorization_strategy: 'team' }), at('authorization_strategy'), 'invalid_value', /project, user/);
    expectValid(withConnector({ authorization_strategy: 'user', name: 'Docs', extra_setting: true }));
  });

  it('checks auth', () => {
    for (const type of ['bearer', 'basic', 'custom', 'api_key', 'oauth1', 'hmac', 'aws_sigv4', 'mtls', 'none']) {
      expectValid(withConnector({ auth: { type, header: 'X-Key' } }));
    }
    expectError(withConnector({ auth: {} }), at('auth', 'type'), 'missing_key');
    expectError(withConnector({ auth: { type: 'oauth2' } }), at('auth', 'type'), 'invalid_value');
    expectError(withConnector({ auth: { type: 'bearer', secret: 'sk-123' } }), at('auth', 'secret'), 'forbidden_key', /auth\.secret is not allowed/);
  });

  it('bounds headers: 32 entries, names of 128 characters, values of 2048 without CR or LF', () => {
    const headers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`X-H${i}`, 'v']));
    expectValid(withConnector({ headers: headers(32) }));
    expectError(withConnector({ headers: headers(33) }), at('headers'), 'headers_too_many', /33 entries; at most 32/);

    const name128 = 'X'.repeat(128);
    expectValid(withConnector({ headers: { [name128]: 'v', "!#$%&'*+.^_`|~-": 'v' } }));
    expectError(withConnector({ headers: { [name128 + 'X']: 'v' } }), at('headers', name128 + 'X'), 'invalid_key', /longer than 128/);
    for (const bad of ['Bad Name', 'X:Y', 'é', '(x)']) {
      expectError(withConnector({ headers: { [bad]: 'v' } }), at('headers', bad), 'invalid_key', /may only contain/);
    }

    expectValid(withConnector({ headers: { 'X-Long': 'v'.repeat(2048) } }));
    expectError(withConnector({ headers: { 'X-Long': 'v'.repeat(2049) } }), at('headers', 'X-Long'), 'too_big', /at most 2048 characters \(got 2049\)/);
    expectError(withConnector({ headers: { 'X-A': 'a\nb' } }), at('headers', 'X-A'), 'header_value_newline', /line break/);
    expectError(withConnector({ headers: { 'X-A': 'a\rb' } }), at('headers', 'X-A'), 'header_value_newline');
    expectError(withConnector({ headers: { 'X-A': 1 } }), at('headers', 'X-A'), 'invalid_type');
  });

  it('checks policies', () => {
    expectValid(
      withConnector({
        policies: [
          { match: 'delete_*', action: 'block' },
          { match: '*', action: 'require_approval' },
          { match: 'read', action: 'always_run' },
        ],
      }),
    );
    expectError(withConnector({ policies: [{ match: '', action: 'block' }] }), at('policies', 0, 'match'), 'too_small');
    expectError(withConnector({ policies: [{ match: 'x', action: 'deny' }] }), at('policies', 0, 'action'), 'invalid_value');
    expectError(withConnector({ policies: [{ action: 'block' }] }), at('policies', 0, 'match'), 'missing_key');
  });
});

describe('connector fields that differ by version', () => {
  it('v1 accepts any credential and agent_scope', () => {
    expectValid(v1({ connectors: [connector({ credential: { kind: 'personal' }, agent_scope: ['main'] })] }));
    expectValid(v1({ connectors: [connector({ credential: 'per_user', agent_scope: 'all' })] }));
  });

  it('v2 accepts only credential shared and forbids agent_scope', () => {
    expectValid(withConnector({ credential: 'shared' }));
    expectError(withConnector({ credential: 'personal' }), at('credential'), 'invalid_value', /only be "shared"/);
    expectError(withConnector({ agent_scope: ['main'] }), at('agent_scope'), 'forbidden_key', /agent_scope is not allowed in platform_version 2/);
  });
});
