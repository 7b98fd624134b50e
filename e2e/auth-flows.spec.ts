import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

async function codeFromMail(page: Page, to: string, kind: string) {
  await page.goto('/dev/mail');
  return page.locator(`[data-mail-to="${to}"][data-mail-kind="${kind}"]`).first().locator('[data-mail-code]').innerText();
}

test('sign up, read the code from /dev/mail, confirm, and land in the console', async ({ page, context }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const mail = await context.newPage();
  const code = await codeFromMail(mail, email, 'magiclink');
  await page.getByLabel('6-digit code').fill(code);
  await expect(page).toHaveURL(/\/projects$/);
});

test('magic link: by pasting the code, and by clicking the link; a deep link with a fragment survives', async ({ page, context }) => {
  await page.goto('/projects/proj_storefront/sessions#recent');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByRole('button', { name: 'Email me a code or link' }).click();
  await page.getByLabel('Email', { exact: true }).fill('member@example.com');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await context.newPage();
  const code = await codeFromMail(mail, 'member@example.com', 'magiclink');
  await page.getByLabel('6-digit code').focus();
  await page.evaluate((value) => {
    const input = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, ` ${code.slice(0, 3)}-${code.slice(3)} `);
  await expect(page).toHaveURL(/\/projects\/proj_storefront\/sessions#recent$/);

  const other = await (await page.context().browser()!.newContext()).newPage();
  await other.goto('/sign-in');
  await other.getByRole('button', { name: 'Email me a code or link' }).click();
  await other.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await other.getByRole('button', { name: 'Email me a code' }).click();
  await mail.goto('/dev/mail');
  const link = await mail.locator('[data-mail-to="demo@example.com"][data-mail-kind="magiclink"]').first().locator('a').getAttribute('href');
  await other.goto(link!);
  await expect(other).toHaveURL(/\/projects$/);
});

test('reset the password, then sign in with the new one', async ({ page, context }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('casey@example.com');
  await page.getByRole('button', { name: 'Email me a reset code' }).click();
  // The outbox is read once the form says the code was sent (the form checks the address with the platform's schema,
  // which loads on the first keystroke, before it asks for the code).
  await expect(page.getByRole('status')).toContainText('we sent it a 6-digit code');
  const code = await codeFromMail(await context.newPage(), 'casey@example.com', 'recovery');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Use at least 8 characters').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('casey-new-password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  const fresh = await (await page.context().browser()!.newContext()).newPage();
  await fresh.goto('/sign-in');
  await fresh.getByLabel('Email', { exact: true }).fill('casey@example.com');
  await fresh.getByLabel('Password', { exact: true }).fill('casey-new-password');
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/projects$/);
});

test('the demo provider through its consent page: Deny explains, Allow signs in and returns to next', async ({ page }) => {
  await page.goto('/sign-in?next=%2Fprojects%2Fproj_support');
  await page.getByRole('link', { name: 'Continue with Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Demo wants to sign you in' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/sign-in\?error=access_denied/);
  await expect(page.getByRole('alert').filter({ hasText: 'You denied the sign-in' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Demo' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_support$/);
});

test('sign out of all devices ends a second browser’s session', async ({ browser }) => {
  const signedIn = async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    return page;
  };
  const first = await signedIn();
  const second = await signedIn();
  await first.getByRole('button', { name: /User menu/ }).click();
  await first.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
  await expect(first).toHaveURL(/\/sign-in/);
  await second.goto('/projects');
  await expect(second).toHaveURL(/\/sign-in/);
});

test('password sign-in works without JavaScript', async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto('/sign-in?next=%2Fprojects%2Fproj_pipelines');
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_pipelines$/);
});
