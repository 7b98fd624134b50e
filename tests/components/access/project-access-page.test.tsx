// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectAccessPage } from '@/components/access/project-access-page';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');

describe('Project Access page against the embedded platform', () => {
  it("lists members, invites and resource grants in data tables, one row each, and changes a member's role", async () => {
    await renderWithPlatform(<ProjectAccessPage projectId="proj_storefront" />);
    const members = await screen.findByRole('table', { name: 'Members' }, { timeout: 10_000 });
    const invites = await screen.findByRole('table', { name: 'Pending invites' }, { timeout: 10_000 });
    const grants = await screen.findByRole('table', { name: 'Resource grants' }, { timeout: 10_000 });
    expect(rowsOf(members).length).toBeGreaterThan(0);
    expect(rowsOf(invites).length).toBeGreaterThan(0);
    expect(rowsOf(grants).length).toBeGreaterThan(0);
    // Every row has one cell per column, and each column has a header.
    for (const table of [members, invites, grants]) {
      const columns = within(table).getAllByRole('columnheader').map((h) => h.getAttribute('data-column'));
      for (const row of rowsOf(table)) expect(within(row).getAllByRole('cell').map((c) => c.getAttribute('data-column'))).toEqual(columns);
    }
    expect(within(grants).getByText('checkout')).toBeTruthy();

    const select = within(members).getAllByRole('combobox', { name: /^Project role of / })[0];
    const name = select.getAttribute('aria-label')!.replace('Project role of ', '');
    const next = (select as HTMLSelectElement).value === 'member' ? 'manager' : 'member';
    await userEvent.setup().selectOptions(select, next);
    await waitFor(() => expect((within(members).getByRole('combobox', { name: `Project role of ${name}` }) as HTMLSelectElement).value).toBe(next), { timeout: 10_000 });
  });

  it('shows a pending access request with Approve and Reject in its row', async () => {
    await renderWithPlatform(<ProjectAccessPage projectId="proj_support" />);
    const requests = await screen.findByRole('table', { name: 'Access requests' }, { timeout: 10_000 });
    const pending = requests.querySelector<HTMLElement>('[data-access-request="pending"]')!;
    expect(pending.textContent).toContain('I am covering the weekend ticket queue.');
    expect(within(pending).getByRole('button', { name: /^Approve / })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: /^Reject / })).toBeTruthy();
    expect(rowsOf(await screen.findByRole('table', { name: 'Group grants' })).length).toBeGreaterThan(0);
  });

  it('lists the service accounts its count includes (deploy-bot on Storefront), linked to where they are managed', async () => {
    const { client } = await renderWithPlatform(<ProjectAccessPage projectId="proj_storefront" />);
    const table = await screen.findByRole('table', { name: 'Service accounts' }, { timeout: 10_000 });
    const detail = await client.project('proj_storefront').detail();
    await waitFor(() => expect(within(table).getByText('deploy-bot')).toBeTruthy());
    expect(rowsOf(table)).toHaveLength(detail.counts.access!.serviceAccounts);
    expect(table.querySelector('[data-service-account="sa_deploy"]')!.textContent).toContain('This project');
    expect(screen.getByRole('link', { name: 'Manage service accounts on the account’s Access page' }).getAttribute('href')).toBe('/accounts/acc_demo/access?tab=service-accounts');
  });

  it('shows a member (who reads the account’s assignments too) the same service accounts the count names', async () => {
    const { client } = await renderWithPlatform(<ProjectAccessPage projectId="proj_storefront" />, { email: 'member@example.com' });
    const table = await screen.findByRole('table', { name: 'Service accounts' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText('deploy-bot')).toBeTruthy());
    expect(rowsOf(table)).toHaveLength((await client.project('proj_storefront').detail()).counts.access!.serviceAccounts);
  });
});
