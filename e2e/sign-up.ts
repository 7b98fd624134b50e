import { expect, type Browser, type Page } from '@playwright/test';

/** The newest mail of a kind to an address in the embedded platform's outbox (/dev/mail). */
export async function mailFor(page: Page, to: string, kind: string) {
  await page.goto('/dev/mail');
  return page.locator(`[data-mail-to="${to}"][data-mail-kind="${kind}"]`).first();
}

/** Signs up on the open sign-up page and confirms with the code the embedded platform mailed (read in another context). */
export async function signUpAndConfirm(page: Page, browser: Browser, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const reader = await (await browser.newContext()).newPage();
  const code = await (await mailFor(reader, email, 'magiclink')).locator('[data-mail-code]').innerText();
  await reader.context().close();
  await page.getByLabel('6-digit code').fill(code);
}

/** A new user with an account of their own: signs up, creates the account, and returns its id. */
export async function founderWithAccount(page: Page, browser: Browser, email: string, accountName: string): Promise<string> {
  await page.goto('/sign-up');
  await signUpAndConfirm(page, browser, email);
  await expect(page.getByText('You are not in any account yet')).toBeVisible();
  await page.getByLabel('Account name').fill(accountName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Projects you can open in ${accountName}.`)).toBeVisible();
  const accounts = (await (await page.request.get('/v1/accounts')).json()) as { id: string; name: string }[];
  return accounts.find((a) => a.name === accountName)!.id;
}
