// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectNav } from '@/components/shell/project-nav';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { renderWithPlatform } from '../sessions/harness';

// The navigation reads the route from Next; everything else (accounts, permissions) comes from the embedded platform.
const route = vi.hoisted(() => ({ params: { projectId: 'proj_storefront' } as { projectId?: string }, pathname: '/projects/proj_storefront' }));
vi.mock('next/navigation', () => ({ useParams: () => route.params, usePathname: () => route.pathname }));

afterEach(cleanup);

// The account's links are a chunk of their own (they read the role catalog): wait for every text the test reads.
const linksOf = async (...shown: string[]) => {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  await waitFor(() => shown.forEach((text) => expect(within(nav).getByText(text)).toBeTruthy()));
  return within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
};

describe('the console navigation shows only what the user can open', () => {
  it("an owner sees every project section and the account's access, audit log and billing", async () => {
    await renderWithPlatform(<ProjectNav />);
    const links = await linksOf('Project', 'Billing');
    expect(links.map(([label]) => label)).toEqual(expect.arrayContaining(['Overview', 'Sessions', 'Manifest', 'Secrets', 'Gateway', 'Access', 'Settings', 'Account access', 'Audit log', 'Billing']));
    expect(links).toContainEqual(['Gateway', '/projects/proj_storefront/gateway']);
  });

  it('a member sees no secrets, audit log or billing, and the gateway opens on the logs they can read', async () => {
    await renderWithPlatform(<ProjectNav />, { email: 'member@example.com' });
    const links = await linksOf('Project', 'Account access');
    const labels = links.map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Overview', 'Sessions', 'Manifest', 'Access', 'Settings', 'Account access']));
    for (const hidden of ['Secrets', 'Audit log', 'Billing']) expect(labels).not.toContain(hidden);
    expect(links).toContainEqual(['Gateway', '/projects/proj_storefront/gateway/logs']);
  });

  it('a project the user cannot open has no project navigation', async () => {
    route.params = { projectId: 'proj_support' };
    route.pathname = '/projects/proj_support';
    const platform = createEmbeddedPlatform();
    const handle = platform.handle.bind(platform);
    const answered: number[] = [];
    platform.handle = async (request: Request) => {
      const response = await handle(request);
      if (new URL(request.url).pathname.endsWith('/projects/proj_support/detail')) answered.push(response.status);
      return response;
    };
    await renderWithPlatform(<ProjectNav />, { email: 'member@example.com', platform });
    await linksOf('Account access');
    await waitFor(() => expect(answered).toEqual([403]));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Overview')).toBeNull();
    expect(screen.queryByText('Project')).toBeNull();
  });
});
