import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, getConfig, parseConfig, resetConfigForTests } from '@/lib/config';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const generatedKey = Symbol.for('platform-console.generated-session-secret');

describe('parseConfig', () => {
  afterEach(() => {
    resetConfigForTests();
    vi.unstubAllEnvs();
  });

  it('requires SESSION_SECRET when PLATFORM_API_URL is set, naming the variable', () => {
    expect(() => parseConfig({ PLATFORM_API_URL: 'https://platform.example.com' }, () => {})).toThrow(ConfigError);
    expect(() => parseConfig({ PLATFORM_API_URL: 'https://platform.example.com' }, () => {})).toThrow(
      /SESSION_SECRET: is required when PLATFORM_API_URL is set/,
    );
  });

  it('rejects a SESSION_SECRET shorter than 32 characters, even with the embedded platform', () => {
    expect(() => parseConfig({ SESSION_SECRET: 'short' }, () => {})).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => parseConfig({ PLATFORM_API_URL: 'http://localhost:4010', SESSION_SECRET: 'x'.repeat(31) }, () => {})).toThrow(
      ConfigError,
    );
  });

  it('accepts an upstream with a secret and normalises the URL to the origin without /v1', () => {
    const config = parseConfig({ PLATFORM_API_URL: 'http://localhost:4010/v1/', SESSION_SECRET: SECRET }, () => {});
    expect(config.platformApiUrl).toBe('http://localhost:4010');
    expect(config.sessionSecret).toBe(SECRET);
    expect(config.sessionSecretGenerated).toBe(false);
    expect(parseConfig({ PLATFORM_API_URL: 'https://p.example.com/base', SESSION_SECRET: SECRET }).platformApiUrl).toBe(
      'https://p.example.com/base',
    );
  });

  it('rejects a PLATFORM_API_URL that is not an http(s) URL', () => {
    expect(() => parseConfig({ PLATFORM_API_URL: 'not a url', SESSION_SECRET: SECRET }, () => {})).toThrow(/PLATFORM_API_URL/);
    expect(() => parseConfig({ PLATFORM_API_URL: 'ftp://x.example', SESSION_SECRET: SECRET }, () => {})).toThrow(/PLATFORM_API_URL/);
  });

  it('with the embedded platform and no secret, generates one per process and warns exactly once', () => {
    delete (globalThis as Record<symbol, unknown>)[generatedKey];
    const warn = vi.fn();
    const first = parseConfig({}, warn);
    const second = parseConfig({ SESSION_SECRET: '' }, warn);
    expect(first.platformApiUrl).toBeNull();
    expect(first.sessionSecretGenerated).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/SESSION_SECRET is not set/);
  });

  it('defaults PORT to 3000 and NODE_ENV to development, validates both, and keeps APP_ORIGIN as an origin', () => {
    const config = parseConfig({ SESSION_SECRET: SECRET, APP_ORIGIN: 'https://console.example.com/some/path' });
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.appOrigin).toBe('https://console.example.com');
    expect(parseConfig({ SESSION_SECRET: SECRET, PORT: '8080', NODE_ENV: 'production' })).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      appOrigin: null,
    });
    expect(() => parseConfig({ SESSION_SECRET: SECRET, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ SESSION_SECRET: SECRET, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('getConfig parses process.env once until reset', () => {
    vi.stubEnv('SESSION_SECRET', SECRET);
    vi.stubEnv('PORT', '4321');
    resetConfigForTests();
    const first = getConfig();
    vi.stubEnv('PORT', '5555');
    expect(getConfig()).toBe(first);
    expect(getConfig().port).toBe(4321);
    resetConfigForTests();
    expect(getConfig().port).toBe(5555);
  });
});
