import { expect, test } from './fixtures';

test('sign in, see the projects, open one, sign out', async ({ page }) => {
  await page.goto('/projects/proj_support');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2Fproj_support/);

  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back at the page that asked.
  await expect(page).toHaveURL(/\/projects\/proj_support$/);
  await expect(page.getByRole('heading', { name: 'Support Desk' })).toBeVisible();
  await expect(page.getByText('Your role: manager')).toBeVisible();

  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Storefront/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Data Pipelines/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account: Acme/ })).toBeVisible();

  await page.getByRole('link', { name: /Storefront/ }).click();
  await expect(page.getByRole('heading', { name: 'Storefront' })).toBeVisible();

  // No token ever reaches the page: not in HTML, storage, or readable cookies.
  const html = await page.content();
  expect(html).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('pc_session');

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a wrong password shows a clear error on the form', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/sign-in/);
  // Nothing typed is lost.
  await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
});

test('the member sees only the project assigned to them', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: /Storefront/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Support Desk/ })).toHaveCount(0);
  expect((await page.goto('/projects/proj_support'))?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('heading', { name: 'You do not have access to this project' })).toBeVisible();
});

test('sign-in never leaves the console, whatever ?next= says (the open-redirect family)', async ({ browser }) => {
  // Eleven fresh browsers, each signing in: about 50 s in a passing CI run.
  test.setTimeout(150_000);
  const tricks = ['/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '//evil.example', '/%5Cevil.example', '/%2F%2Fevil.example', 'https://evil.example', 'javascript:alert(1)', '/..//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example'];
  for (const [i, next] of tricks.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, `trick ${i}: ${next}`).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('localhost');
    await context.close();
  }
});
