import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('the production server refuses TRACE and malformed paths in the error shape, and frames nothing', async ({ request }) => {
  const trace = await request.fetch('/v1/projects', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(await trace.json()).toMatchObject({ code: 'method_not_allowed', request_id: expect.any(String) });
  const malformed = await request.get('/v1/projects/%FF');
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: 'invalid_path', request_id: expect.any(String) });
  const page = await request.get('/sign-in');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  // public/ is served as is: robots.txt keeps search engines out of the console.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow: \/$/m);
});

test('signed-in pages forbid framing and are never cached', async ({ page }) => {
  await signIn(page);
  const res = await page.request.get('/projects/proj_storefront');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['cache-control']).toContain('no-store');
});
