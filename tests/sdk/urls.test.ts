import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWebProxyUrl, detectLocalhostUrls, parseLocalhostUrl, proxyLocalhostUrl, rewriteLocalhostUrl } from '@/lib/sdk/helpers';

const proxy = { proxyBase: 'https://console.test/v1/projects/p1/sessions/s1/ports/' };

describe('detectLocalhostUrls', () => {
  it('finds localhost URLs in order, without duplicates or trailing punctuation', () => {
    const text = 'Server at http://localhost:3000/app. Also https://127.0.0.1:8443, http://localhost:3000/app and http://[::1]:5173/?q=1 (dev). Not https://example.com.';
    expect(detectLocalhostUrls(text)).toEqual(['http://localhost:3000/app', 'https://127.0.0.1:8443', 'http://[::1]:5173/?q=1']);
  });
  it('finds 0.0.0.0 and port-less URLs; nothing in plain text', () => {
    expect(detectLocalhostUrls('listening on http://0.0.0.0:8000 and http://localhost')).toEqual(['http://0.0.0.0:8000', 'http://localhost']);
    expect(detectLocalhostUrls('no urls here, localhost:3000 without scheme')).toEqual([]);
    expect(detectLocalhostUrls(undefined)).toEqual([]);
  });
});

describe('parseLocalhostUrl', () => {
  it('splits protocol, host, port and path', () => {
    expect(parseLocalhostUrl('http://localhost:3000/a/b?c=1#d')).toEqual({ protocol: 'http', host: 'localhost', port: 3000, path: '/a/b?c=1#d' });
    expect(parseLocalhostUrl('https://LOCALHOST')).toEqual({ protocol: 'https', host: 'localhost', port: 443, path: '/' });
    expect(parseLocalhostUrl('http://127.0.0.1?x=1')).toEqual({ protocol: 'http', host: '127.0.0.1', port: 80, path: '/?x=1' });
  });
  it('undefined for other hosts and invalid ports', () => {
    expect(parseLocalhostUrl('https://example.com')).toBeUndefined();
    expect(parseLocalhostUrl('http://localhost.evil.com')).toBeUndefined();
    expect(parseLocalhostUrl('http://localhost:70000')).toBeUndefined();
    expect(parseLocalhostUrl('http://localhost:0')).toBeUndefined();
  });
});

describe('rewriting', () => {
  it('rewriteLocalhostUrl routes through the port proxy; other URLs unchanged', () => {
    expect(rewriteLocalhostUrl('http://localhost:3000/app?x=1', proxy)).toBe('https://console.test/v1/projects/p1/sessions/s1/ports/3000/app?x=1');
    expect(rewriteLocalhostUrl('https://example.com/', proxy)).toBe('https://example.com/');
  });
  it('proxyLocalhostUrl rewrites every localhost URL in a text and keeps punctuation', () => {
    expect(proxyLocalhostUrl('Open http://localhost:5173/. Or https://example.com.', proxy)).toBe(
      'Open https://console.test/v1/projects/p1/sessions/s1/ports/5173/. Or https://example.com.',
    );
  });
  it('buildWebProxyUrl keeps scheme, host and path; undefined for non-http URLs', () => {
    expect(buildWebProxyUrl('https://docs.example.com/a?b=1', '/web-proxy')).toBe('/web-proxy/https/docs.example.com/a?b=1');
    expect(buildWebProxyUrl('http://example.com', '/web-proxy/')).toBe('/web-proxy/http/example.com/');
    expect(buildWebProxyUrl('javascript:alert(1)', '/web-proxy')).toBeUndefined();
    expect(buildWebProxyUrl(5, '/web-proxy')).toBeUndefined();
  });
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const url of detectLocalhostUrls(text)) expect(parseLocalhostUrl(url)).toBeDefined();
        expect(typeof proxyLocalhostUrl(text, proxy)).toBe('string');
      }),
    );
  });
  it('never throw on malformed input of any type', () => {
    const anything = fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true });
    fc.assert(
      fc.property(anything, anything, (value, options) => {
        expect(Array.isArray(detectLocalhostUrls(value))).toBe(true);
        parseLocalhostUrl(value);
        rewriteLocalhostUrl(value as string, options as { proxyBase: string });
        expect(typeof proxyLocalhostUrl(value as string, options as { proxyBase: string })).toBe('string');
        buildWebProxyUrl(value, options as string);
      }),
    );
    expect(proxyLocalhostUrl('http://localhost:1/', { proxyBase: 5 } as unknown as { proxyBase: string })).toBe('http://localhost:1/');
  });
  it('keeps every rewritten localhost URL under the proxy base, with its port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), fc.webPath(), (port, path) => {
        const url = `http://localhost:${port}${path}`;
        const parsed = parseLocalhostUrl(url);
        if (!parsed) return;
        expect(rewriteLocalhostUrl(url, proxy)).toBe(`${proxy.proxyBase.replace(/\/+$/, '')}/${port}${parsed.path}`);
      }),
    );
  });
});

