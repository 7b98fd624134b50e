import { test, expect } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { expectAccessible } from './axe';

const ACCESS = '/accounts/acc_demo/access';

test('a manager narrows a contractor to one agent with an expiry; the contractor sees that agent’s sessions only; revoking refuses again; Why? explains each step', async ({ browser }) => {
  const manager = await browser.newPage();
  await signIn(manager);
  const why = `${ACCESS}?tab=why&who=user:usr_contractor&action=project.session.read&project=proj_storefront&object=agent:checkout`;
  await manager.goto(why);
  await expect(manager.locator('[data-decision]')).toHaveAttribute('data-decision', 'deny');
  await expect(manager.locator('[data-reason]').first()).toHaveAttribute('data-reason', 'role_lacks_action');

  await manager.goto(`${ACCESS}?tab=assignments`);
  await manager.getByRole('button', { name: 'Grant access' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Grant access' });
  await dialog.getByPlaceholder(/Search people/).fill('Casey');
  await dialog.getByRole('option', { name: /Casey Contractor/ }).click();
  await dialog.getByLabel('Project', { exact: true }).selectOption('proj_storefront');
  await dialog.getByLabel('Narrow to one object').selectOption('agent');
  await dialog.getByLabel('Agent', { exact: true }).selectOption('checkout');
  await dialog.getByLabel('Expires').selectOption('1d');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(dialog).toBeHidden();
  await manager.getByLabel('Principal', { exact: true }).fill('Casey');
  const row = manager.locator('[data-assignment]').filter({ hasText: 'agent checkout' });
  await expect(row).toHaveAttribute('data-expiry', 'soon');

  await manager.goto(why);
  await expect(manager.locator('[data-decision]')).toHaveAttribute('data-decision', 'allow');

  const contractor = await browser.newPage();
  await signInThroughApi(contractor.request, 'casey@example.com');
  await contractor.goto('/projects/proj_storefront/sessions');
  await expect(contractor.locator('[data-session-row], [data-session-id]').first()).toBeVisible();
  expect((await contractor.goto('/projects/proj_support/sessions'))?.status()).toBe(403);
  await expect(contractor.getByRole('heading', { name: 'You do not have access to this project' })).toBeVisible();

  await manager.goto(`${ACCESS}?tab=assignments&principal=Casey`);
  await manager.locator('[data-assignment]').filter({ hasText: 'agent checkout' }).getByRole('button', { name: /Revoke/ }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(manager.locator('[data-assignment]').filter({ hasText: 'agent checkout' })).toHaveCount(0);
  await manager.goto(why);
  await expect(manager.locator('[data-decision]')).toHaveAttribute('data-decision', 'deny');

  expect((await contractor.goto('/projects/proj_storefront/sessions'))?.status()).toBe(403);
  await expect(contractor.getByRole('heading', { name: 'You do not have access to this project' })).toBeVisible();
});

test('an agent-narrowed grant: the overview count, the session list, a read and Why? give one answer (issue 25, item 5)', async ({ browser }) => {
  const manager = await browser.newPage();
  await signIn(manager);
  const origin = new URL(manager.url()).origin;
  const granted = await manager.request.post('/v1/accounts/acc_demo/iam/assignments', {
    headers: { origin },
    data: { principal: { type: 'user', id: 'usr_contractor' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, object: { type: 'agent', id: 'checkout' } },
  });
  expect(granted.status()).toBe(201);
  const { id } = (await granted.json()) as { id: string };
  try {
    const contractor = await browser.newPage();
    await signIn(contractor, 'casey@example.com');
    const listed = (await (await contractor.request.get('/v1/projects/proj_storefront/sessions')).json()) as Array<{ id: string; agent: string }>;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((s) => s.agent !== 'checkout')).toEqual([]);
    await contractor.goto('/projects/proj_storefront');
    await expect(contractor.getByRole('link', { name: /Sessions you can open/ })).toContainText(new RegExp(`^\\D*${listed.length}$`));
    expect((await contractor.goto('/projects/proj_storefront/sessions/ses_orders_backfill'))?.status()).toBe(404);
    const why = `${ACCESS}?tab=why&who=user:usr_contractor&action=project.session.read&project=proj_storefront&object=agent:`;
    await manager.goto(`${why}catalog`);
    await expect(manager.locator('[data-decision]')).toHaveAttribute('data-decision', 'deny');
    await expect(manager.locator('[data-reason]').first()).toHaveAttribute('data-reason', 'object_narrowing');
    await manager.goto(`${why}checkout`);
    await expect(manager.locator('[data-decision]')).toHaveAttribute('data-decision', 'allow');
  } finally {
    expect((await manager.request.delete(`/v1/accounts/acc_demo/iam/assignments/${id}`, { headers: { origin } })).status()).toBe(204);
  }
});

test('a custom role in Acme explains the rbac entitlement; the roles matrix and catalog render', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${ACCESS}?tab=roles`);
  await expect(page.getByRole('table', { name: 'Permissions of each role' })).toContainText('project.session.read');
  await page.getByRole('button', { name: 'New custom role' }).click();
  await expect(page.locator('[data-entitlement="rbac"]')).toContainText('entitlement_required');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await page.getByLabel('Search permissions').fill('gateway');
  await expect(page.getByText('project.gateway.routing.edit')).toBeVisible();
});

test('the roles matrix (a DataTable) has no serious axe violation at 1280 and 390 px, light and dark', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${ACCESS}?tab=roles`);
    await expect(page.getByRole('table', { name: 'Permissions of each role' }).locator('[data-permission]').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('a personal API key is shown once, listed by its prefix only, and revoked', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/settings/tokens');
  await page.getByLabel('Name').fill('e2e script');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.locator('[data-secret]').innerText();
  expect(secret).toMatch(/^platform_pat_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  const item = page.locator('[data-token]').filter({ hasText: 'e2e script' });
  await expect(item).toContainText(secret.slice(0, 17));
  expect(await page.content()).not.toContain(secret);
  await item.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(item).toHaveCount(0);
});
