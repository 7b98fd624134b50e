import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO, MEMBER } from './pages';
import { expectAccessible } from './axe';

const base = '/projects/proj_storefront/gateway';
const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('range and time zone change the numbers and buckets together: the overview total equals the breakdown total', async ({ page }) => {
    await signInThroughApi(page.request, DEMO);
    await page.goto(`${base}?range=30d&tz=UTC`);
    const requests = page.locator('[data-card="requests"] [data-value]');
    // The first read generates the project's 100,000 requests: give it time on a busy machine.
    await expect(requests).toHaveText(/\d/, { timeout: 30_000 });
    const utc = count(await requests.textContent());
    expect(utc).toBeGreaterThan(90_000);
    await expect(page.locator('[data-chart^="Requests per day"]')).toBeVisible();
    // 30 daily buckets (plus the partial first day), each starting at midnight UTC.
    const charts = page.locator('[data-first-bucket]');
    await expect(charts).toHaveAttribute('data-first-bucket', /T00:00:00\.000Z$/);
    await expect(charts).toHaveAttribute('data-buckets', '30');

    await page.getByRole('navigation', { name: 'Gateway sections' }).getByRole('link', { name: 'Breakdown' }).click();
    await expect(page).toHaveURL(/\/gateway\/breakdown\?.*range=30d/);
    await expect(page.locator('[data-total-requests]')).toHaveAttribute('data-total-requests', String(utc));

    await page.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
    await expect(page).toHaveURL(/tz=America(%2F|\/)New_York/);
    const total = page.locator('[data-total-requests]');
    await expect(total).not.toHaveAttribute('data-total-requests', String(utc));
    const ny = Number(await total.getAttribute('data-total-requests'));

    await page.getByRole('navigation', { name: 'Gateway sections' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/tz=America(%2F|\/)New_York/);
    await expect(requests).toHaveText(ny.toLocaleString('en-US'));
    // Now the day buckets start at midnight in New York (04:00 or 05:00 UTC).
    await expect(charts).toHaveAttribute('data-first-bucket', /T0[45]:00:00\.000Z$/);
    // The zone is remembered: without tz in the URL the page reports in New York time again.
    await page.goto(`${base}?range=30d`);
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
    await expect(requests).toHaveText(ny.toLocaleString('en-US'));

    // Today comes in hourly buckets.
    await page.getByLabel('Range', { exact: true }).selectOption('today');
    await expect(page.getByLabel('Buckets')).toHaveValue('hour');
    await expect(charts).toHaveAttribute('data-buckets', /^2[345]$/);
  });
});

test('filter the logs, open a request and follow it to the session turn that made it', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${base}/logs?range=30d`);
  await expect(page.locator('[data-log-total]')).toHaveAttribute('data-log-total', /^\d{5,}$/, { timeout: 30_000 });
  await page.getByLabel('Session id').fill('ses_gateway_retry');
  await expect(page.locator('[data-log-total]')).toHaveAttribute('data-log-total', '4');
  await expect(page).toHaveURL(/session=ses_gateway_retry/);
  await page.locator('[data-log-id]').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('list', { name: 'Candidate chain' })).toBeVisible();
  const link = drawer.locator('[data-session-link]');
  await expect(link).toHaveAttribute('href', /\/sessions\/ses_gateway_retry#turn-msg_/);
  await link.click();
  await expect(page).toHaveURL(/\/sessions\/ses_gateway_retry#turn-msg_/);
  await expect(page.getByText('Generate product descriptions for the 12 new autumn SKUs.').first()).toBeVisible();
});

test('a fallback shows its candidate chain, and the CSV export holds exactly the rows the filter counts', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${base}/logs?range=30d&status=429`);
  const total = page.locator('[data-log-total]');
  await expect(total).toHaveAttribute('data-log-total', /^\d+$/);
  const expected = Number(await total.getAttribute('data-log-total'));
  expect(expected).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export .* rows as CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gateway-logs-proj_storefront-.*\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toContain('id,request_id,at,model');
  expect(lines.length - 1).toBe(expected);
  expect(lines.slice(1).every((line) => line.includes(',429,429,'))).toBe(true);

  await page.goto(`${base}/errors?range=30d`);
  const group = page.locator('[data-error-group^="all_candidates_failed/"]').first();
  await expect(group).toBeVisible();
  await group.getByRole('link').click();
  await expect(page).toHaveURL(/code=all_candidates_failed/);
  await page.locator('[data-log-id]').first().click();
  // At least two attempts (waited for: the drawer reads the request's detail after it opens).
  await expect(page.getByRole('dialog').locator('[data-attempt]').nth(1)).toBeVisible();
});

test('set a budget, see its progress, and delete it after confirming', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${base}/budgets`);
  await expect(page.locator('[data-budget="gwb_sf_month"]')).toBeVisible();
  await page.getByLabel('Applies to').selectOption('agent');
  await page.getByLabel('Agent').fill('catalog');
  await page.getByLabel('Period', { exact: true }).selectOption('week');
  await page.getByLabel('Limit (USD)').fill('0');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Enter an amount in USD above 0')).toBeVisible();
  await page.getByLabel('Limit (USD)').fill('0.5');
  await page.getByLabel('Warn at (%)').fill('50');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: $0.50 per week' })).toBeVisible();
  const row = page.locator('[data-budget]').filter({ hasText: 'Agent catalog' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete budget' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-budget="gwb_sf_month"]')).toBeVisible();
  await expect(page.locator('[data-budget]').filter({ hasText: 'Agent catalog' })).toHaveCount(0);
});

test('the overview arrives with its figures in the HTML, the same the page then shows; a member’s HTML carries the 403 state', async ({ page }) => {
  await signIn(page);
  // The page's own HTML, before any script runs: the cards are rendered on the server from the prefetched overview.
  const html = await (await page.request.get(`${base}?range=30d&tz=UTC`)).text();
  const served = /data-card="requests"[\s\S]*?data-value[^>]*>([\d,]+)</.exec(html)?.[1];
  expect(served).toMatch(/^\d{2,3},\d{3}$/);
  expect(html).toContain('data-card="p95"');
  await page.goto(`${base}?range=30d&tz=UTC`);
  await expect(page.locator('[data-card="requests"] [data-value]')).toHaveText(served!);
  await expect(page.locator('[data-chart^="Requests per day"] canvas')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'member@example.com');
  const member = await (await page.request.get(`${base}?range=30d&tz=UTC`)).text();
  expect(member).toContain('data-gateway-forbidden');
  expect(member).not.toContain('data-card="requests"');
});

test('a member reads the logs and errors, and sees why usage, breakdown and budgets are closed', async ({ page }) => {
  await signInThroughApi(page.request, MEMBER);
  await page.goto(`${base}/logs?range=7d`);
  await expect(page.locator('[data-log-total]')).toHaveAttribute('data-log-total', /^\d+$/);
  await page.goto(base);
  await expect(page.locator('[data-gateway-forbidden]')).toContainText('project.gateway.spend.read');
  await page.goto(`${base}/budgets`);
  await expect(page.locator('[data-gateway-forbidden]')).toBeVisible();
});

// The gateway pages themselves have the shared page checks (e2e/pages.ts).
test('at 390 px the detail drawer of a request that fell back passes axe', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The detail drawer of a request that fell back, with its candidate chain.
  await page.goto(`${base}/logs?range=30d&code=all_candidates_failed`);
  await page.locator('[data-log-id]').first().click();
  await expect(page.getByRole('dialog').locator('[data-attempt]').first()).toBeVisible();
  await expectAccessible(page);
});
