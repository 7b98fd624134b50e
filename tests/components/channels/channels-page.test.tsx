// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelsPage } from '@/components/channels/channels-page';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';
const card = (channel: string) => document.querySelector<HTMLElement>(`section[data-channel="${channel}"]`);

describe('ChannelsPage against the embedded platform', () => {
  it('connects email with a policy, refuses a bad sender with the platform\'s message, and disconnects', async () => {
    const { platform } = await renderWithPlatform(<ChannelsPage projectId={P} />);
    await waitFor(() => expect(card('email')).not.toBeNull(), { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(within(card('email')!).getByLabelText('Address name (optional)'), 'orders');
    await user.click(within(card('email')!).getByRole('button', { name: 'Connect email' }));
    await waitFor(() => expect(card('email')!.getAttribute('data-status')).toBe('connected'), { timeout: 10_000 });
    expect(card('email')!.textContent).toContain('orders@agents.mail.example');
    expect(card('email')!.querySelector('[data-manifest-entry]')?.getAttribute('data-manifest-entry')).toBe('connectors[platform_email]');

    const email = within(card('email')!);
    await user.type(email.getByRole('textbox', { name: /Allowed senders/ }), 'not a sender');
    await user.click(email.getByRole('button', { name: 'Save policy' }));
    expect((await email.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toContain('A sender is an address');
    await user.clear(email.getByRole('textbox', { name: /Allowed senders/ }));
    await user.type(email.getByRole('textbox', { name: /Allowed senders/ }), '@example.com');
    await user.click(email.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(platform.store.channels.get(P)?.email.policy.allowed_senders).toEqual(['@example.com']), { timeout: 10_000 });

    await user.click(within(card('email')!).getByRole('button', { name: 'Disconnect email' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Disconnect email?' }, { timeout: 10_000 })).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(card('email')!.getAttribute('data-status')).toBe('not_connected'), { timeout: 10_000 });
  });

  it('shows members each channel read-only', async () => {
    await renderWithPlatform(<ChannelsPage projectId={P} />, { email: 'member@example.com' });
    await waitFor(() => expect(document.querySelector('[data-read-only]')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Connect chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();
    expect(card('voice')!.textContent).toContain('Storefront agent');
  });
});
