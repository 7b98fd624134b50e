import { expect, test } from './fixtures';
import { mailFor, signUpAndConfirm } from './sign-up';

// A new user's first minutes: sign up, create an account, invite a colleague who signs up from the invite email.

test('a new user signs up, creates an account, and a colleague joins it from the invite email', async ({ page, browser }) => {
  const stamp = `${Date.now()}-${test.info().parallelIndex}`;
  const founder = `founder-${stamp}@example.com`;
  const colleague = `colleague-${stamp}@example.com`;
  const accountName = `Founders ${stamp}`;

  await page.goto('/sign-up');
  await signUpAndConfirm(page, browser, founder);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('You are not in any account yet')).toBeVisible();

  // A blank name is refused next to the field, and nothing is created.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Give the account a name')).toBeVisible();
  await page.getByLabel('Account name').fill(accountName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Projects you can open in ${accountName}.`)).toBeVisible();
  await expect(page.getByText(`No projects in ${accountName} yet`)).toBeVisible();

  const accounts = (await (await page.request.get('/v1/accounts')).json()) as { id: string; name: string; role: string }[];
  expect(accounts).toEqual([expect.objectContaining({ name: accountName, role: 'owner' })]);

  await page.goto(`/accounts/${accounts[0].id}/access?tab=members`);
  await page.getByLabel('Invite by email').fill(colleague);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(colleague, { exact: true })).toBeVisible();

  // The colleague, in a browser of their own, follows the email's link (on this server's origin).
  const second = await browser.newContext();
  const invitee = await second.newPage();
  const href = await (await mailFor(invitee, colleague, 'invite')).locator('a').getAttribute('href');
  expect(href).toMatch(/\/invites\/inv_[\w-]+$/);
  const invitePath = new URL(href!).pathname;
  await invitee.goto(invitePath);
  await expect(invitee.getByRole('heading', { name: `Join ${accountName}` })).toBeVisible();
  await expect(invitee.locator('[data-invite-state="sign_in"]')).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  await expect(invitee).toHaveURL(/\/sign-up\?next=/);
  await signUpAndConfirm(invitee, browser, colleague);

  // Back on the invite, now signed in: accept it and see the account.
  await expect(invitee).toHaveURL(new RegExp(`${invitePath}$`));
  await invitee.getByRole('button', { name: 'Accept invite' }).click();
  await expect(invitee).toHaveURL(/\/projects$/);
  await expect(invitee.getByText(`Projects you can open in ${accountName}.`)).toBeVisible();

  // The invite is spent: opening the link again says so.
  await invitee.goto(invitePath);
  await expect(invitee.locator('[data-invite-state="accepted"]')).toBeVisible();
  await second.close();
});
