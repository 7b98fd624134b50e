import { expect, test } from './fixtures';
import { founderWithAccount, mailFor, signUpAndConfirm } from './sign-up';

// A manager's day with accounts: a colleague joins from the invite email, asks for a project and is granted it;
// branding is refused on a plan without it, then changes the top bar's name and logo once the account is Enterprise.
// Every user and account here is new, so the seeded demo data the other specs read stays as it is.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a colleague joins from the invite email, requests access to a project, and a manager grants it', async ({ page, browser }) => {
  const stamp = `${Date.now()}-${test.info().parallelIndex}`;
  const founder = `lead-${stamp}@example.com`;
  const colleague = `mate-${stamp}@example.com`;
  const accountName = `Crew ${stamp}`;
  const accountId = await founderWithAccount(page, browser, founder, accountName);
  const provisioned = await page.request.post('/v1/projects/provision', { data: { name: 'Harbor', account_id: accountId }, headers: SAME_ORIGIN });
  expect(provisioned.status(), await provisioned.text()).toBe(201);
  const projectId = ((await provisioned.json()) as { project_id: string }).project_id;

  await page.goto(`/accounts/${accountId}/access?tab=members`);
  await page.getByLabel('Invite by email').fill(colleague);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(colleague, { exact: true })).toBeVisible();

  // The colleague, in a browser of their own, follows the email's link, signs up and accepts.
  const second = await browser.newContext();
  const mate = await second.newPage();
  const href = await (await mailFor(mate, colleague, 'invite')).locator('a').getAttribute('href');
  const invitePath = new URL(href!).pathname;
  await mate.goto(invitePath);
  await mate.getByRole('link', { name: 'Sign up' }).click();
  await signUpAndConfirm(mate, browser, colleague);
  await expect(mate).toHaveURL(new RegExp(`${invitePath}$`));
  await mate.getByRole('button', { name: 'Accept invite' }).click();
  await expect(mate.getByText(`Projects you can open in ${accountName}.`)).toBeVisible();

  // An account member without a role on the project: a real 403 that says who can grant access, and a request.
  const closed = await mate.goto(`/projects/${projectId}`);
  expect(closed?.status()).toBe(403);
  await expect(mate.getByRole('heading', { name: 'You do not have access to this project' })).toBeVisible();
  const ask = mate.locator('[data-request-access="none"]');
  await expect(ask).toContainText('project.read');
  await expect(ask).toContainText(founder.split('@')[0]);
  await ask.getByRole('button', { name: 'Request access' }).click();
  await mate.getByLabel('Why you need it (optional)').fill('I take the harbor night shift');
  await mate.getByRole('button', { name: 'Send request' }).click();
  await expect(mate.locator('[data-request-access="pending"]')).toContainText('member role');

  // The manager sees it on the project's Access page and approves it.
  await page.goto(`/projects/${projectId}/access`);
  const request = page.locator('[data-access-request="pending"]').filter({ hasText: 'I take the harbor night shift' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('[data-access-request="approved"]')).toHaveCount(1);

  // The colleague now opens the project, and sees its navigation.
  const open = await mate.goto(`/projects/${projectId}`);
  expect(open?.status()).toBe(200);
  await expect(mate.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sessions' })).toBeVisible();
  await second.close();
});

test('branding is refused without Enterprise, then changes the top bar name and logo, light and dark, until reset', async ({ page, browser }) => {
  const stamp = `${Date.now()}-${test.info().parallelIndex}`;
  const accountName = `Brand ${stamp}`;
  const appName = `Beacon ${stamp.slice(-6)}`;
  const accountId = await founderWithAccount(page, browser, `brand-${stamp}@example.com`, accountName);
  const settings = `/accounts/${accountId}/settings`;
  const brand = page.locator('header [data-brand-name]');

  await page.goto(settings);
  await expect(page.locator('[data-branding="not-entitled"]')).toContainText('Enterprise feature');
  const refused = await page.request.patch(`/v1/accounts/${accountId}/branding`, { data: { app_name: appName }, headers: SAME_ORIGIN });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({ code: 'entitlement_required', entitlement: 'branding' });
  await expect(brand).toHaveText('Platform Console');

  // Upgrade through the demo payment provider.
  await page.goto(`/accounts/${accountId}/billing`);
  await expect(page.locator('[data-billing-ready="true"]')).toBeVisible();
  await page.locator('[data-tier="enterprise"]').getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise' });
  const due = (await dialog.locator('[data-amount-due]').textContent())!;
  await dialog.getByRole('button', { name: `Pay ${due} with the payment provider` }).click();
  await page.getByRole('button', { name: `Pay ${due}` }).click();
  await expect(page.locator('[data-billing-plan]')).toHaveAttribute('data-billing-plan', 'enterprise');

  await page.goto(settings);
  const section = page.locator('[data-branding="entitled"]');
  await section.getByRole('textbox', { name: 'App name' }).fill(appName);
  await section.getByRole('button', { name: 'Save app name' }).click();
  await expect(brand).toHaveText(appName);

  // An SVG is refused before it is sent; a PNG becomes the logo, and a dark one shows on the dark theme.
  await section.getByLabel('Upload logo', { exact: true }).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(section.locator('[data-branding-asset="logo"]')).toContainText('SVG is not accepted');
  await section.getByLabel('Upload logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.locator('[data-branding-asset="logo"]')).toHaveAttribute('data-present', 'true');
  await expect(page.locator('header [data-brand-logo="light"]')).toBeVisible();
  await section.getByLabel('Upload logo, dark theme').setInputFiles({ name: 'logo-dark.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.locator('[data-branding-asset="logo_dark"]')).toHaveAttribute('data-present', 'true');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('header [data-brand-logo="dark"]')).toBeVisible();
  await expect(page.locator('header [data-brand-logo="light"]')).toBeHidden();
  await page.emulateMedia({ colorScheme: 'light' });

  // The name survives a reload (it is the platform's), and a reset brings the console's own name back.
  await page.reload();
  await expect(brand).toHaveText(appName);
  await page.getByRole('button', { name: 'Reset branding' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(brand).toHaveText('Platform Console');
  await expect(page.locator('header [data-brand-logo]')).toHaveCount(0);
});
