// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandingSection } from '@/components/accounts/branding-section';
import { createEmbeddedPlatform } from '@/lib/embedded';
import type { Account } from '@/lib/contract/types';
import { accountRoleTable } from '@/lib/iam/account-role';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
// As the account settings page hands it over from the server.
const roles = accountRoleTable(['account.update', 'account.billing.read']);
const owner: Account = { id: 'acc_demo', name: 'Acme', role: 'owner', entitlements: [], created_at: '2026-01-01T00:00:00.000Z' };

describe('the Branding section of account settings', () => {
  it('without the entitlement says it is an Enterprise feature and offers the plans, with no form', async () => {
    await renderWithPlatform(<BrandingSection account={owner} roles={roles} />);
    const note = await screen.findByText(/Branding is an Enterprise feature/);
    expect(within(note).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/accounts/acc_demo/billing');
    expect(screen.queryByLabelText('App name')).toBeNull();
  });

  it('without the entitlement (on the account record) says so in its first render, with no placeholder to replace', async () => {
    const { container } = await renderWithPlatform(<BrandingSection account={owner} roles={roles} />);
    expect(container.querySelector('[data-branding="not-entitled"]')?.textContent).toContain('Branding is an Enterprise feature');
    expect(container.querySelector('.animate-pulse')).toBeNull();
  });

  it('on Enterprise: saves the app name, refuses an SVG before sending it, uploads a PNG and shows its preview', async () => {
    const platform = createEmbeddedPlatform();
    platform.store.billing.get('acc_demo')!.tier = 'enterprise';
    await renderWithPlatform(<BrandingSection account={{ ...owner, entitlements: ['rbac', 'branding', 'sso'] }} roles={roles} />, { platform });
    const user = userEvent.setup({ applyAccept: false });
    const name = await screen.findByRole('textbox', { name: 'App name' });
    await user.type(name, 'Acme Agents');
    await user.click(screen.getByRole('button', { name: 'Save app name' }));
    await waitFor(() => expect(platform.store.branding.get('acc_demo')?.app_name).toBe('Acme Agents'));

    const logo = document.querySelector<HTMLElement>('[data-branding-asset="logo"]')!;
    await user.upload(within(logo).getByLabelText('Upload logo'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await within(logo).findByRole('alert')).textContent).toContain('SVG is not accepted');
    expect(platform.store.branding.get('acc_demo')?.assets.logo).toBeUndefined();

    await user.upload(within(logo).getByLabelText('Upload logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(logo.getAttribute('data-present')).toBe('true'));
    expect(within(logo).getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(platform.store.branding.get('acc_demo')?.assets.logo?.size).toBe(PNG.length);
  });
});
