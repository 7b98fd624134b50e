import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath, signInUrl } from '@/lib/auth-client/next-path';

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
  // Dot segments that resolve to a network-path reference (`//evil.example`): the third probe's finding.
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/././/evil.example/x?y#z',
  '/..//evil.example/%2e%2e/',
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
    // Thousands of generated values: well under the default budget on a quiet machine, over it on a loaded one.
  }, 60_000);

  it('checks the final value: generated dot-segment paths never resolve off the console (real URL resolution)', () => {
    const segment = fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '%2e', '.%2e', '', 'a', 'projects', 'evil.example', '@evil.example', 'x?y', 'x#z');
    const bases = ['https://console.example', 'https://console.example/projects/proj_1/', 'https://console.example/a/b/c'];
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 8 }), (segments) => {
        const value = `/${segments.join('/')}`;
        const out = safeNextPath(value);
        for (const base of bases) {
          const there = new URL(out, base);
          expect(there.origin, `${value} → ${out}`).toBe('https://console.example');
        }
        expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
        // What a browser does with the value: when it is answered, it goes where the value itself resolves.
        if (out !== '/projects') {
          const resolved = new URL(value, 'https://console.example');
          expect(out).toBe(resolved.pathname + resolved.search + resolved.hash);
          expect(safeNextPath(out)).toBe(out);
        }
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);
});
