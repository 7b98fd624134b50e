// `test` and `expect` for every e2e spec.
// - cspGuard (always on): the test fails on a Content-Security-Policy violation: the page reports it
//   (securitypolicyviolation) and Chromium logs it to the console; both are collected.
// - user (opt-in): `test.use({ user: 'demo@example.com' })` starts each test of the file signed in as that demo user,
//   with a session of its own made through the BFF's sign-in endpoint (no sign-in page rendered). A test that signs out
//   or ends sessions therefore never ends another test's session. Without it a test starts signed out, and `signIn`
//   from ./sign-in still works in either case.
import { expect, test as base } from '@playwright/test';
import { signInThroughApi } from './sign-in';

export const test = base.extend<{ cspGuard: void; user: string | null; signedIn: void }>({
  user: [null, { option: true }],
  signedIn: [
    async ({ user, context }, use) => {
      if (user) await signInThroughApi(context.request, user);
      await use();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, detail: string) => void violations.push(detail));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (detail: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
