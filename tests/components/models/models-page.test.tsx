// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelsPage } from '@/components/models/models-page';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';
const row = (agent: string) => document.querySelector<HTMLElement>(`li[data-agent="${agent}"]`);

describe('ModelsPage against the embedded platform', () => {
  it("sets an agent's default, shows where each effective model comes from, and clears it again", async () => {
    const { platform } = await renderWithPlatform(<ModelsPage projectId={P} />);
    await waitFor(() => expect(row('checkout')).not.toBeNull(), { timeout: 10_000 });
    expect(row('checkout')!.getAttribute('data-effective-source')).toBe('routing');
    expect(document.querySelector('[role="row"][data-picker-model="claude-sonnet-4-5"]')?.hasAttribute('data-default')).toBe(true);
    const user = userEvent.setup();
    const checkout = within(row('checkout')!);
    await user.selectOptions(checkout.getByRole('combobox', { name: 'Default model of agent checkout' }), 'gpt-5-mini');
    await user.click(checkout.getByRole('button', { name: 'Save default' }));
    await waitFor(() => expect(row('checkout')!.getAttribute('data-effective-source')).toBe('agent'), { timeout: 10_000 });
    expect(row('checkout')!.getAttribute('data-effective-model')).toBe('gpt-5-mini');
    expect(platform.store.modelDefaults.get(`agent/${P}/checkout`)?.model).toBe('gpt-5-mini');
    expect(row('catalog')!.getAttribute('data-effective-source')).toBe('routing');

    await user.click(within(row('checkout')!).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(row('checkout')!.getAttribute('data-effective-source')).toBe('routing'), { timeout: 10_000 });
    expect(platform.store.modelDefaults.size).toBe(0);
  });

  it('shows members the defaults without forms', async () => {
    await renderWithPlatform(<ModelsPage projectId={P} />, { email: 'member@example.com' });
    await waitFor(() => expect(row('checkout')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Save default' })).toBeNull();
    expect(screen.getByText('Project managers change this.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Account owners and admins change this.', { exact: false })).toBeTruthy();
  });
});
