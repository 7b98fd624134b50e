import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

// Issue 27 item 6: a number shown on several pages is computed once (lib/iam/project-access-count.ts,
// lib/sessions/list/model.ts countMatching), so every page that shows it shows the same figure.
const project = '/projects/proj_storefront';

test('"With access" reads the same on the overview figure, its card and the project Access page', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(project);
  const figure = page.getByRole('list', { name: 'At a glance' }).getByRole('link', { name: /With access/ });
  const value = Number(await figure.locator('[data-stat-value]').innerText());
  expect(value).toBeGreaterThan(0);
  const hint = await figure.locator('span').last().innerText();
  const card = page.getByRole('region', { name: 'Who has access' }).locator('[data-access-count]');
  await expect(card).toHaveAttribute('data-access-count', String(value));
  await expect(card).toContainText(hint);

  await page.getByRole('region', { name: 'Who has access' }).getByRole('link', { name: 'Open Access' }).click();
  await expect(page).toHaveURL(`${project}/access`);
  const onAccess = page.locator('main [data-access-count]');
  await expect(onAccess).toHaveAttribute('data-access-count', String(value));
  await expect(onAccess).toContainText(hint);
  // The seeded service account (deploy-bot) is counted, by kind, and listed: as many rows as the count names.
  const serviceAccounts = Number((await onAccess.innerText()).match(/(\d+) service accounts?/)?.[1]);
  expect(serviceAccounts).toBeGreaterThan(0);
  const listed = page.getByRole('table', { name: 'Service accounts' }).locator('[data-service-account]');
  await expect(listed).toHaveCount(serviceAccounts);
  await expect(listed.first()).toContainText('deploy-bot');
});

test('"Errors, last 24 h" on the overview is the count the list it opens says match', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(project);
  const figure = page.getByRole('list', { name: 'At a glance' }).getByRole('link', { name: /Errors, last 24 h/ });
  const value = figure.locator('[data-stat-value]');
  await expect(value).toHaveText(/^\d+$/);
  const errors = Number(await value.innerText());
  await figure.click();
  await expect(page).toHaveURL(/\/sessions\?status=error&since=/);
  await expect(page.locator('[data-filter-since]')).toBeVisible();
  await expect(page.getByTestId('session-count')).toHaveText(new RegExp(`^${errors} of \\d[\\d,]* sessions? match`));
  // Every row the list marks as a match is an error: the figure counts exactly those.
  const matching = page.locator('li[data-session-id][data-matches="true"]');
  await expect(matching).toHaveCount(errors);
});
