import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath, signInUrl } from '@/lib/auth/next-path';

const ESCAPES = [
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%2F/evil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%25%30%39/evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  '/javascript:alert(1)'.slice(1),
  ' /projects',
  '/\u0085/evil.com',
  '/\u007f/evil.com',
  '/%E0%A4%A',
  'evil.com',
  '',
];

describe('safeNextPath: the open-redirect family', () => {
  it.each(ESCAPES)('refuses %j', (value) => {
    expect(safeNextPath(value)).toBe('/projects');
  });

  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeNextPath('/projects/proj_storefront/sessions/ses_1?x=1#turn-msg_2')).toBe('/projects/proj_storefront/sessions/ses_1?x=1#turn-msg_2');
    expect(safeNextPath('/projects/a%20b')).toBe('/projects/a%20b');
    expect(safeNextPath('/sign-in?next=/x')).toBe('/projects');
    expect(signInUrl('/projects/x#turn-1')).toBe(`/sign-in?next=${encodeURIComponent('/projects/x#turn-1')}`);
  });

  it('never answers a path that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const out = safeNextPath(value);
        expect(new URL(out, 'https://console.example').origin).toBe('https://console.example');
        expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
        expect(/[\u0000-\u001f\\]/.test(out)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
