// Issue 25, item 16: the one URL-safety check for URLs the platform calls (SIEM webhooks now, marketplace sources later).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAFE_URL_MAX_LENGTH, checkPublicHttpsUrl } from '@/lib/contract/safe-url';

describe('checkPublicHttpsUrl', () => {
  it.each([
    ['http://siem.example.com/hook', 'not_https'],
    ['ftp://siem.example.com/hook', 'not_https'],
    ['https://user:pw@siem.example.com/hook', 'credentials'],
    ['https://user@siem.example.com/hook', 'credentials'],
    ['https://@siem.example.com/hook', 'credentials'],
    ['https://:@siem.example.com/hook', 'credentials'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://127.1.2.3:8443/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'],
    ['https://0x7f.1/hook', 'loopback'],
    ['https://0177.0.0.1/hook', 'loopback'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://localhost/hook', 'loopback'],
    ['https://LOCALHOST./hook', 'loopback'],
    ['https://api.localhost/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data', 'link_local'],
    ['https://[fe80::1]/hook', 'link_local'],
    ['https://printer.local/hook', 'link_local'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://172.16.5.4/hook', 'private'],
    ['https://172.31.255.255/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://100.64.0.1/hook', 'private'],
    ['https://0/hook', 'private'],
    ['https://[fd00::1]/hook', 'private'],
    ['https://[::ffff:10.0.0.1]/hook', 'private'],
    ['https://metadata.google.internal/hook', 'private'],
    ['https://router.home.arpa/hook', 'private'],
    ['https://intranet/hook', 'private'],
    ['https://8.8.8.8/hook', 'numeric_host'],
    ['https://172.32.0.1/hook', 'numeric_host'],
    ['https://[2001:db8::1]/hook', 'numeric_host'],
    ['https://siem example.com/hook', 'invalid'],
    ['https://siem.example.com/a\nb', 'invalid'],
    ['not a url', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (url, reason) => {
    const check = checkPublicHttpsUrl(url);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.reason).toBe(reason);
      expect(check.message.length).toBeGreaterThan(10);
    }
  });

  it.each([
    ['https://siem.example.com/hook', 'https://siem.example.com/hook'],
    ['https://SIEM.Example.com:8443/in?x=1#f', 'https://siem.example.com:8443/in?x=1#f'],
    ['https://hooks.slack.com/services/T0/B0/x', 'https://hooks.slack.com/services/T0/B0/x'],
  ])('accepts %s and normalizes it', (url, normalized) => {
    expect(checkPublicHttpsUrl(url)).toEqual({ ok: true, url: normalized });
  });

  it('refuses a URL longer than the limit', () => {
    const check = checkPublicHttpsUrl(`https://siem.example.com/${'a'.repeat(SAFE_URL_MAX_LENGTH)}`);
    expect(check.ok === false && check.reason).toBe('too_long');
  });

  it('never throws, and whatever it accepts is https to a named host without credentials', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withIPv4: true, withIPv6: true, withIPv4Extended: true, withPort: true } })), (input) => {
        const check = checkPublicHttpsUrl(input);
        if (!check.ok) return;
        const url = new URL(check.url);
        expect(url.protocol).toBe('https:');
        expect(url.username + url.password).toBe('');
        expect(url.hostname).toContain('.');
        expect(url.hostname).not.toMatch(/^\[|^[\d.]+$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses every IPv4 address, in dotted, decimal and hex notation', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.constantFrom('dotted', 'decimal', 'hex'), (ip, notation) => {
        const n = ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
        const host = notation === 'dotted' ? ip : notation === 'decimal' ? String(n) : `0x${n.toString(16)}`;
        expect(checkPublicHttpsUrl(`https://${host}/hook`).ok).toBe(false);
      }),
    );
  });
});
