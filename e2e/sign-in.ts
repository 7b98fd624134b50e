import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Signs a browser context in as a demo user through the BFF's own endpoint, as the sign-in form does: the answer sets
 * the session cookie in the context's cookie jar. The form itself is tested in auth.spec.ts and auth-flows.spec.ts.
 */
export async function signInThroughApi(request: APIRequestContext, email: string) {
  // The CSRF guard lets a state-changing request through when the browser says it comes from the console itself.
  const res = await request.post('/api/auth/sign-in/password', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.status(), `sign-in as ${email}: ${await res.text()}`).toBe(200);
}

/** Signs in as a demo user (a session of its own) and opens the projects page. */
export async function signIn(page: Page, email = 'demo@example.com') {
  await signInThroughApi(page.request, email);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/projects$/);
}
