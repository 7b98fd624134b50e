import { test, expect } from './fixtures';
import { signIn } from './sign-in';
import { expectAccessible } from './axe';

test('create a project from a starter template, watch it provision, and land in it as its manager', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Name the project')).toBeVisible();
  await dialog.getByLabel('Project name').fill('Returns desk');
  await dialog.getByLabel(/Support desk/).check();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByRole('status')).toContainText('Repository created');
  await expect(page).toHaveURL(/\/projects\/proj_\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Returns desk' })).toBeVisible();
  await expect(page.getByText('Your role: manager')).toBeVisible();
  await page.goto(page.url() + '/triggers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Triggers');
  await expect(page).toHaveTitle('Triggers · Returns desk · Platform Console');
});

test('a member of the account gets no New project button', async ({ page }) => {
  await signIn(page, 'member@example.com');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
});

test('create a project on an existing repository; the same repository again links to the project that has it', async ({ page }) => {
  const repo = `https://git.example.com/team/ledger-${Date.now().toString(36)}`;
  await signIn(page);
  const open = async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('An existing repository').check();
    return dialog;
  };
  let dialog = await open();
  await dialog.getByLabel('Repository address').fill('http://git.example.com/team/ledger');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Use the https address of the repository')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Repository address').fill(repo);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_\d+$/, { timeout: 20_000 });
  const created = page.url();
  await expect(page.getByRole('heading', { name: /^ledger-/ })).toBeVisible();
  await expect(page.getByText('Your role: manager')).toBeVisible();

  await page.goto('/projects');
  dialog = await open();
  await dialog.getByLabel('Repository address').fill(`${repo}.git`);
  await dialog.getByLabel('Project name (optional)').fill('Ledger again');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already uses this repository');
  await dialog.getByRole('link', { name: 'Open that project' }).click();
  await expect(page).toHaveURL(created);
});
