import { test, expect } from './fixtures';
import { signIn } from './sign-in';

// Initech (Free) is upgraded, not Acme: other specs rely on Acme having no rbac entitlement.
const INITECH = '/accounts/acc_initech/billing';

test('an owner upgrades through the demo payment provider: proration first, then the new tier, a transaction and the audit event', async ({ page }) => {
  await signIn(page);
  await page.goto(INITECH);
  await expect(page.locator('[data-billing-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-billing-plan]')).toHaveAttribute('data-billing-plan', 'free');
  await page.locator('[data-tier="pro"]').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(dialog.locator('[data-proration="pro"]')).toBeVisible();
  const due = (await dialog.locator('[data-amount-due]').textContent())!;
  expect(due).toMatch(/^\$\d/);
  await dialog.getByRole('button', { name: `Pay ${due} with the payment provider` }).click();
  await expect(page).toHaveURL(/\/dev\/pay\?checkout=chk_/);
  await expect(page.locator('[data-demo-amount]')).toHaveText(due);
  await page.getByRole('button', { name: `Pay ${due}` }).click();
  await expect(page).toHaveURL(/\/accounts\/acc_initech\/billing$/);
  await expect(page.locator('[data-checkout-result="ok"]')).toContainText('now on Pro');
  await expect(page.locator('[data-billing-plan]')).toHaveAttribute('data-billing-plan', 'pro');
  await expect(page.locator('[data-transaction]').first()).toHaveAttribute('data-transaction', 'proration');
  await expect(page.locator('[data-transaction]').first()).toContainText(due);
  // A reload does not confirm again (the provider's parameters left the URL; a replay is refused by the platform).
  await page.reload();
  await expect(page.locator('[data-billing-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-checkout-result]')).toHaveCount(0);
  await page.goto('/accounts/acc_initech/audit?action=billing.subscription');
  await expect(page.getByText('billing.subscription.upgrade')).toHaveCount(1);
});

test('a member is refused billing with a real 403', async ({ page }) => {
  await signIn(page, 'member@example.com');
  for (const path of ['/accounts/acc_demo/billing', '/accounts/acc_demo/billing/sessions']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'Billing is for owners and admins' })).toBeVisible();
  }
  expect((await page.request.get('/v1/accounts/acc_demo/billing/state')).status()).toBe(403);
});

test('the costliest turn of ses_long_2000 is two clicks from its row in the session costs', async ({ page }) => {
  await signIn(page);
  await page.goto('/accounts/acc_demo/billing/sessions?project=proj_storefront');
  await expect(page.locator('[data-session-costs-ready="true"]')).toBeVisible();
  await page.locator('[data-session-cost="ses_long_2000"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/sessions\/ses_long_2000$/);
  await page.getByRole('button', { name: 'Turns by cost' }).click();
  const top = page.locator('[data-turn-ranking="cost"] [data-rank="1"]');
  await expect(top).toBeVisible({ timeout: 30_000 });
  const turnId = (await top.getAttribute('data-ranked-turn'))!;
  const cost = (await top.getAttribute('data-cost'))!;
  const costs = await page.locator('[data-turn-ranking="cost"] [data-rank]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-cost'))));
  expect(costs).toEqual([...costs].sort((a, b) => b - a));
  await top.click();
  await expect(page).toHaveURL(new RegExp(`#turn-${turnId}$`));
  await expect(page.locator(`[id="turn-${turnId}"] [data-turn-cost]`).first()).toHaveAttribute('data-turn-cost', cost);
});

test('a session costs the same in the list, its header, the session costs, the gateway and billing', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects/proj_storefront/sessions/ses_long_2000');
  const header = (await page.getByTestId('session-cost').textContent())!;
  expect(header).toMatch(/^\$\d/);
  await page.goto('/accounts/acc_demo/billing/sessions?project=proj_storefront');
  await expect(page.locator('[data-session-costs-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-session-cost="ses_long_2000"] [data-cost]')).toHaveText(header);
  await page.goto('/projects/proj_storefront/sessions');
  await expect(page.locator('[data-session-id="ses_long_2000"]').first()).toContainText(header);
  // The gateway's requests of the session and billing's figure, read as the pages read them (through the BFF).
  const since = new Date(Date.now() - 40 * 86_400_000).toISOString();
  const until = new Date(Date.now() + 86_400_000).toISOString();
  const gateway = await (await page.request.get(`/v1/projects/proj_storefront/gateway/overview?sessionId=ses_long_2000&from=${since}&to=${until}`)).json();
  const billed = await (await page.request.get('/v1/billing/session-costs/ses_long_2000')).json();
  const dollars = Number(header.replace(/[$,]/g, ''));
  expect(Math.abs(gateway.spend.value - dollars)).toBeLessThan(0.006);
  expect(Math.abs(billed.cost_usd - dollars)).toBeLessThan(0.006);
  expect(Math.abs(gateway.spend.value - billed.cost_usd)).toBeLessThan(0.01);
});

// Billing and session costs at 390 px (a heading, axe in light and dark, no sideways scroll) are in e2e/pages.ts.
