import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

// Pipelines (a version 1 TOML manifest): each channel change is a commit to its `channels` list, and disconnecting
// leaves the manifest as seeded.
const PROJECT = '/projects/proj_pipelines';

test('connect the team chat, change its mode, and disconnect it, with the manifest following', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${PROJECT}/channels`);
  const chat = page.locator('section[data-channel="chat"]');
  await expect(chat).toHaveAttribute('data-status', 'not_connected');

  await chat.getByLabel('Bot name (optional)').fill('Pipeline helper');
  await chat.getByRole('radio', { name: /When mentioned/ }).check();
  await chat.getByRole('button', { name: 'Connect chat' }).click();
  await expect(chat).toHaveAttribute('data-status', 'connected');
  await expect(chat).toContainText('Pipeline helper');
  await expect(chat.locator('[data-manifest-entry]')).toHaveAttribute('data-manifest-entry', 'channels[platform=<chat_platform_a>]');
  await expect(chat).toContainText('app_mention');

  await chat.getByRole('radio', { name: /Direct messages/ }).check();
  await chat.getByRole('button', { name: 'Change mode' }).click();
  await expect(chat).toHaveAttribute('data-mode', 'direct_messages');
  await expect(chat).toContainText('message.im');
  const toml = await page.request.get('/v1/projects/proj_pipelines/files/content?path=platform.toml');
  expect((await toml.json()).content).toContain('events = [ "message.im" ]');

  await chat.getByRole('button', { name: 'Disconnect chat' }).click();
  await page.getByRole('alertdialog', { name: 'Disconnect the team chat?' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(chat).toHaveAttribute('data-status', 'not_connected');
  await expect(chat.locator('[data-manifest-entry]')).toHaveAttribute('data-manifest-entry', '');
});
