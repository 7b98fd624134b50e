// The embedded platform's store across a crash: a session started from the console is on disk before the console
// shows it, so it is still there after the server is killed (SIGKILL, no shutdown) and started again on the same data
// folder. The spec starts its own server from the build, on port 3164 (E2E_STORE_PORT) and a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const PORT = Number(process.env.E2E_STORE_PORT ?? 3164);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-store-'));
const children: ChildProcess[] = [];

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', CONSOLE_WARM_UP: '0', PLATFORM_DATA_DIR: dataDir },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready: /.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready:\n${out}`)));
  });
}

test.afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

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
