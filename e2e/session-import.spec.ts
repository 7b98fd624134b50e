import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

/** A generated export past 1 MB (the size of a real long session's export), never a sample. */
function bigExport(id: string): { buffer: Buffer; messages: number } {
  const start = Date.UTC(2026, 2, 3, 9, 0, 0);
  const messages = [];
  for (let i = 0; i < 300; i++) {
    const user = `msg_${id}_${i}_u`;
    const assistant = `msg_${id}_${i}_a`;
    messages.push({ info: { id: user, sessionID: id, role: 'user', time: { created: start + i * 60_000 }, agent: 'build', model: { providerID: 'anthropic', modelID: 'claude-sonnet-4-5' } }, parts: [{ id: `prt_${user}`, sessionID: id, messageID: user, type: 'text', text: i === 0 ? 'Port the billing module to the new ledger API' : `Step ${i}: continue.` }] });
    messages.push({
      info: { id: assistant, sessionID: id, role: 'assistant', parentID: user, time: { created: start + i * 60_000 + 1_000, completed: start + i * 60_000 + 30_000 }, modelID: 'claude-sonnet-4-5', providerID: 'anthropic', agent: 'build', finish: 'stop' },
      parts: [{ id: `prt_${assistant}`, sessionID: id, messageID: assistant, type: 'text', text: `Step ${i} done. ${'The ledger call now passes amounts in cents. '.repeat(80)}` }],
    });
  }
  return { buffer: Buffer.from(JSON.stringify({ info: { id, time: { created: start, updated: start + 300 * 60_000 } }, messages })), messages: messages.length };
}

test('a cap-1-sized export (over 1 MB) imports through the console, with a preview before committing', async ({ page }) => {
  const id = `ses_big_${Date.now()}`;
  const { buffer, messages } = bigExport(id);
  expect(buffer.byteLength).toBeGreaterThan(1024 * 1024);

  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('button', { name: 'Import session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import session' });
  await expect(dialog).toContainText('Up to 50 MB');
  await dialog.getByLabel('Export file').setInputFiles({ name: 'long-session.json', mimeType: 'application/json', buffer });
  const preview = dialog.locator('[data-preview]');
  await expect(preview).toContainText('Port the billing module to the new ledger API');
  await expect(preview).toContainText(`Messages${messages}`);
  await expect(preview).toContainText('anthropic/claude-sonnet-4-5');
  await expect(page.locator(`li[data-session-id="${id}"]`)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.locator(`li[data-session-id="${id}"]`);
  await expect(row.locator('[data-badge="imported"]')).toHaveText('Imported');
  await row.getByRole('link', { name: 'Port the billing module to the new ledger API' }).click();
  await expect(page.getByText('Step 299 done.').first()).toBeVisible({ timeout: 20_000 });
});
