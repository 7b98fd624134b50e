// The embedded platform's store across a crash: a session started from the console is on disk before the console
// shows it, so it is still there after the server is killed (SIGKILL, no shutdown) and started again on the same data
// folder. The spec starts its own server from the build, on port 3164 (E2E_STORE_PORT) and a fresh data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startOwnServer, stopOwnServers } from './own-server';
import { signIn } from './sign-in';

const PORT = Number(process.env.E2E_STORE_PORT ?? 3164);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-store-'));
const start = async () => (await startOwnServer({ port: PORT, dataDir })).child;

test.afterAll(stopOwnServers);

test.use({ baseURL: BASE });

test('a session started from the console survives the server being killed and started again', async ({ page }) => {
  test.setTimeout(180_000);
  const first = await start();
  await signIn(page);
  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Prompt').fill('Check the refunds kept across a restart');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/proj_storefront\/sessions\/ses_new_/);
  const url = page.url();

  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  await start();
  // Sign-ins are not saved (the notice says so): sign in again, then the session is where it was.
  await signIn(page);
  await page.goto('/projects/proj_storefront/sessions');
  await expect(page.getByText('Check the refunds kept across a restart').first()).toBeVisible();
  await page.goto(url);
  await expect(page.getByText('Check the refunds kept across a restart').first()).toBeVisible();
});
