import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './sign-in';

test('a project is created from a demo repository; a commit diff and a version comparison are read on the Code page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('An existing repository').check();
  // The git host's repositories (the demo installation); the first one not yet a project of the account.
  const candidates = ['acme-demo/docs-assistant', 'acme-demo/release-notes'];
  let picked: string | null = null;
  for (const name of candidates) {
    const radio = dialog.locator(`input[data-host-repo="${name}"]`);
    await expect(radio).toBeAttached();
    if (await radio.isEnabled()) {
      await radio.check();
      picked = name;
      break;
    }
  }
  expect(picked, 'a seeded demo repository is still free').not.toBeNull();
  await expect(dialog.getByLabel('Repository address')).toHaveValue(`https://git.demo.example/${picked}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_\d+$/, { timeout: 20_000 });
  const project = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Code', exact: true }).first().click();
  await expect(page).toHaveURL(`${project}/code`);
  await expect(page.getByRole('heading', { name: 'Code', level: 1 })).toBeVisible();
  const commits = page.getByRole('navigation', { name: 'Commits of main' });
  const [message, path, added] =
    picked === 'acme-demo/docs-assistant'
      ? ['Add the style guide the answers follow', 'docs/style.md', '- Short sentences.']
      : ['Release-notes drafter with a Friday trigger', 'notes/TEMPLATE.md', '### Fixed'];
  await commits.getByRole('button', { name: new RegExp(message) }).click();
  await expect(page).toHaveURL(/[?&]commit=[0-9a-f]{40}/);
  const diff = page.locator('section[data-commit-diff]');
  await expect(diff.getByLabel(`Diff of ${path}`)).toBeVisible();
  await expect(diff.getByLabel(`Diff of ${path}`).locator('[data-diff="added"]', { hasText: added })).toBeVisible();

  await page.getByRole('tab', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/[?&]tab=compare/);
  const compare = page.locator('section[data-compare]');
  await expect(compare).toBeVisible();
  const [changedPath, changedText] = picked === 'acme-demo/docs-assistant' ? ['docs/style.md', 'Short, friendly sentences.'] : ['notes/DIGEST.md', 'This week in one minute'];
  await expect(compare.getByLabel(`Diff of ${changedPath}`).locator('[data-diff="added"]', { hasText: changedText })).toBeVisible();
  await expect(compare).toContainText('1 file changed');
  // The comparison is in the address: a reload shows the same.
  await page.reload();
  await expect(page.locator('section[data-compare]').getByLabel(`Diff of ${changedPath}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Search file contents').fill('platform_version');
  await page.locator('[data-match^="platform.yaml:"]').click();
  await expect(page.getByRole('group', { name: 'Content of platform.yaml' })).toContainText('default_agent');
  const download = page.getByRole('link', { name: /Download main/ });
  await expect(download).toHaveAttribute('href', /\/files\/archive\?ref=main$/);
});
