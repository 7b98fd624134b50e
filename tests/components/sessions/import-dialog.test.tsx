// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionList } from '@/components/sessions/session-list';
import { readExportFile } from '@/components/sessions/read-export-file';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { exportFixture } from '../../embedded-sessions/export-fixture';
import { renderWithPlatform } from './harness';

afterEach(cleanup);

// Shared: each test imports a distinct id or checks that nothing changed.
const shared = createEmbeddedPlatform();

const jsonFile = (name: string, body: string) => new File([body], name, { type: 'application/json' });

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import session' }));
  // The dialog's code loads on first open (a lazy chunk; the first transform takes a while under vitest).
  return screen.findByRole('dialog', { name: 'Import session' }, { timeout: 10_000 });
}

describe('Import session dialog', () => {
  it('imports a valid export: the dialog closes and the new session is in the list', async () => {
    const { platform } = await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await screen.findByRole('list', { name: 'Sessions' });
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Export file'), jsonFile('export.json', JSON.stringify(exportFixture('ses_from_dialog'))));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain('Imported: tidy the README');
    await waitFor(() => expect(document.querySelector('li[data-session-id="ses_from_dialog"]')).not.toBeNull());
    expect(platform.store.sessions.get('proj_storefront/ses_from_dialog')?.ownerId).toBe('usr_demo');
  });

  it.each([
    ['a file that is not JSON', 'this is { not json', /not valid JSON/],
    ['JSON that is not an export', JSON.stringify({ hello: 'world' }), /not an agent-runtime export: missing info/],
    ['an export with a bad role', JSON.stringify({ ...exportFixture('ses_bad'), messages: [{ info: { id: 'm1', role: 'robot' }, parts: [] }] }), /messages\[0\]\.info\.role must be user or assistant/],
    ['a duplicate session id', JSON.stringify(exportFixture('ses_checkout_tax')), /already exists in this project/],
  ])('refuses %s with a clear error and changes nothing', async (_name, body, message) => {
    const { platform } = await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await screen.findByRole('list', { name: 'Sessions' });
    const before = [...platform.store.sessions.keys()].sort();
    const rowsBefore = document.querySelectorAll('li[data-session-id]').length;
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Export file'), jsonFile('broken.json', body));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(within(dialog).getByLabelText('Export file').getAttribute('aria-invalid')).toBe('true');
    expect([...platform.store.sessions.keys()].sort()).toEqual(before);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.querySelectorAll('li[data-session-id]').length).toBe(rowsBefore);
  });

  it('previews title, message count and dates before committing, and imports into the chosen project', async () => {
    const { platform } = await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await screen.findByRole('list', { name: 'Sessions' });
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Up to 50 MB');
    await userEvent.upload(within(dialog).getByLabelText('Export file'), jsonFile('export.json', JSON.stringify(exportFixture('ses_to_support'))));
    await waitFor(() => expect(dialog.querySelector('[data-preview]')).not.toBeNull());
    const preview = dialog.querySelector('[data-preview]') as HTMLElement;
    expect(preview.textContent).toContain('Imported: tidy the README');
    expect(preview.textContent).toMatch(/Messages\s*2/);
    expect(preview.textContent).toContain('openai/gpt-5');
    expect(platform.store.sessions.has('proj_support/ses_to_support')).toBe(false);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Support Desk' })).toBeTruthy());
    await userEvent.selectOptions(within(dialog).getByLabelText('Project'), 'Support Desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.store.sessions.get('proj_support/ses_to_support')?.imported).toBe(true);
    expect(within(await screen.findByRole('status')).getByRole('link').getAttribute('href')).toBe('/projects/proj_support/sessions/ses_to_support');
  });

  it('takes a dropped file, and refuses a file over 50 MB in MB before reading it', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    const dialog = await openDialog();
    const dropzone = dialog.querySelector('[data-dropzone]') as HTMLElement;
    fireEvent.drop(dropzone, { dataTransfer: { files: [jsonFile('dropped.json', JSON.stringify(exportFixture('ses_dropped')))] } });
    await waitFor(() => expect(dialog.querySelector('[data-preview]')?.textContent).toContain('Imported: tidy the README'));
    const huge = jsonFile('huge.json', '{}');
    Object.defineProperty(huge, 'size', { value: 63.4 * 1024 * 1024 });
    fireEvent.drop(dropzone, { dataTransfer: { files: [huge] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This file is 63.4 MB; imports are limited to 50 MB.');
    expect(dialog.querySelector('[data-preview]')).toBeNull();
  });

  it('marks imported sessions in the list with the Imported badge', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Export file'), jsonFile('export.json', JSON.stringify(exportFixture('ses_badged'))));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(document.querySelector('li[data-session-id="ses_badged"] [data-badge="imported"]')?.textContent).toBe('Imported'));
    expect(document.querySelector('li[data-session-id="ses_checkout_tax"] [data-badge="imported"]')).toBeNull();
  });

  it('asks for a file before importing', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose an export file first.');
  });
});

describe('readExportFile', () => {
  it('parses JSON and explains empty or invalid files', async () => {
    expect(await readExportFile(jsonFile('a.json', '{"info":{"id":"x"},"messages":[]}'))).toEqual({ ok: true, value: { info: { id: 'x' }, messages: [] } });
    expect(await readExportFile(jsonFile('a.json', '  '))).toEqual({ ok: false, message: 'The file is empty.' });
    expect((await readExportFile(jsonFile('a.json', '{'))).ok).toBe(false);
  });
});
