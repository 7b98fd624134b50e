// @vitest-environment jsdom
// The project Access page's server seed (lib/bff/seeds/project-access.ts) against the embedded platform: the page
// renders its five lists, with principals named, in its first render and asks the platform for none of them.
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectAccessPage } from '@/components/access/project-access-page';
import type { Entry } from '@/lib/bff/page-seed';
import { projectAccessEntries } from '@/lib/bff/seeds/project-access';
import { createEmbeddedPlatform } from '@/lib/embedded';
import type { Platform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { signedIn } from '../sessions/harness';

afterEach(cleanup);

const PID = 'proj_storefront';


/** What `seed()` does with the entries (lib/bff/page-seed.ts), a refused read left out. */
async function dehydrated(platform: Platform, entries: Entry[]): Promise<DehydratedState> {
  const client = new QueryClient();
  for (const [key, read] of entries) {
    const data = await read(platform).catch(() => undefined);
    if (data !== undefined) client.setQueryData(key, data);
  }
  return dehydrate(client);
}

describe('the project Access seed', () => {
  it('reads the header alone for a caller without project.members.read', async () => {
    const platform = createEmbeddedPlatform();
    const api = await signedIn(platform, 'demo@example.com');
    const detail = await api.project(PID).detail();
    expect(projectAccessEntries(PID, { ...detail, permissions: detail.permissions.filter((p) => p !== 'project.members.read') })).toHaveLength(1);
    expect(projectAccessEntries(PID, detail).length).toBeGreaterThan(6);
  });

  it('renders every list with its principals named in the first render, asking the platform for none of them', async () => {
    const platform = createEmbeddedPlatform();
    const api = await signedIn(platform, 'demo@example.com');
    const detail = await api.project(PID).detail();
    const state = await dehydrated(api, projectAccessEntries(PID, detail, await api.accounts.get(detail.account_id)));
    const requests: string[] = [];
    const handle = platform.handle.bind(platform);
    platform.handle = (request: Request) => {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
      return handle(request);
    };
    // The console's cache settings (components/providers.tsx): answers stay fresh for 15 s.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter>
          <PlatformProvider client={api}>
            <QuerySeed state={state}>
              <ProjectAccessPage projectId={PID} />
            </QuerySeed>
          </PlatformProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>,
    );
    // Synchronously after the first render: every list is a table (a seeded empty list would say so instead).
    for (const name of ['Members', 'Pending invites', 'Resource grants']) expect(within(screen.getByRole('region', { name })).getByRole('table', { name })).toBeTruthy();
    for (const name of ['Access requests', 'Group grants']) expect(within(screen.getByRole('region', { name })).queryByRole('table') ?? within(screen.getByRole('region', { name })).getByText(/^No /)).toBeTruthy();
    const grants = screen.getByRole('table', { name: 'Resource grants' });
    // The directory is seeded too: a grant names its principal, not its id.
    const principals = within(grants).getAllByRole('row').slice(1).map((row) => row.querySelector('[data-column="who"]')?.textContent ?? '');
    expect(principals.length).toBeGreaterThan(0);
    for (const name of principals) expect(name).not.toMatch(/^(usr|sa|grp)_/);
    expect(within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row').length).toBeGreaterThan(1);
    // The Why? panel loads after the lists (its own chunk) and reads the account's assignments, catalog and projects
    // then; nothing seeded is read again.
    await screen.findByRole('heading', { name: /^Why\?/ });
    // The service accounts reaching the project (a chunk of its own) render from the seeded assignments.
    expect(within(await screen.findByRole('table', { name: 'Service accounts' })).getAllByRole('row').length).toBeGreaterThan(1);
    const seededPaths = [/\/projects\/[^/]+\//, /\/accounts\/[^/]+\/(members|invites|groups|service-accounts|iam\/roles)$/, /principal_type=service_account/, /\/accounts\/[^/?]+$/];
    expect(requests.filter((path) => seededPaths.some((re) => re.test(path)))).toEqual([]);
  });
});
