// @vitest-environment jsdom
// The project overview's server seed (lib/bff/seeds/project.ts) against the embedded platform: what it reads for whom,
// and that the overview renders its first screen from it in its first render, with no request for what was seeded.
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectOverview } from '@/components/projects/project-overview';
import { declaredFromSeed, overviewEntries } from '@/lib/bff/seeds/project';
import type { Entry } from '@/lib/bff/page-seed';
import { createEmbeddedPlatform } from '@/lib/embedded';
import type { Platform } from '@/lib/sdk';
import { gatewayKeys, repoKeys } from '@/lib/sdk/react/keys';
import { iamKeys } from '@/lib/sdk/react/iam-keys';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { signedIn } from '../sessions/harness';

afterEach(cleanup);

const PID = 'proj_storefront';


/** What `seed()` does with the entries (lib/bff/page-seed.ts): every read into one cache, dehydrated. */
async function dehydrated(platform: Platform, entries: Entry[], at: number): Promise<DehydratedState> {
  const client = new QueryClient();
  for (const [key, read] of entries) client.setQueryData(key, await read(platform), { updatedAt: at });
  return dehydrate(client);
}

const keysOf = (entries: Entry[]) => entries.map(([key]) => JSON.stringify(key));

describe('the project overview seed', () => {
  it('reads members and spend only for a caller who may read them', async () => {
    const platform = createEmbeddedPlatform();
    for (const email of ['demo@example.com', 'member@example.com']) {
      const api = await signedIn(platform, email);
      const detail = await api.project(PID).detail();
      const keys = keysOf(await overviewEntries(api, PID, detail));
      expect(keys.includes(JSON.stringify(iamKeys.projectPart(PID, 'members')))).toBe(detail.permissions.includes('project.members.read'));
      expect(keys.includes(JSON.stringify(gatewayKeys.aggregate(PID, 'overview', { days: 30 })))).toBe(detail.permissions.includes('project.gateway.spend.read'));
      expect(keys).toContain(JSON.stringify(repoKeys.file(PID, 'platform.yaml')));
    }
    // The demo owner may read both; the demo member may read neither (docs: a member's overview never asks the gateway).
    const owner = await signedIn(platform, 'demo@example.com');
    expect(keysOf(await overviewEntries(owner, PID, await owner.project(PID).detail()))).toContain(JSON.stringify(iamKeys.projectPart(PID, 'members')));
    const member = await signedIn(platform, 'member@example.com');
    expect(keysOf(await overviewEntries(member, PID, await member.project(PID).detail()))).not.toContain(JSON.stringify(gatewayKeys.aggregate(PID, 'overview', { days: 30 })));
  });

  it('parses the declared agents from the seeded manifest, and gives null without one', async () => {
    const platform = createEmbeddedPlatform();
    const api = await signedIn(platform, 'demo@example.com');
    const state = await dehydrated(api, await overviewEntries(api, PID, await api.project(PID).detail()), Date.now());
    const declared = declaredFromSeed(state, PID);
    const file = await api.project(PID).files.read('platform.yaml');
    expect(declared?.path).toBe('platform.yaml');
    expect(declared?.sha).toBe(file.sha);
    expect(declared?.objects.agents).toContain('checkout');
    expect(declared?.objects.defaultAgent).toBe('checkout');
    expect(declaredFromSeed(dehydrate(new QueryClient()), PID)).toBeNull();
  });

  it('renders the figures, recent sessions, agents and people in its first render, asking the platform for none of them', async () => {
    const platform = createEmbeddedPlatform();
    const api = await signedIn(platform, 'demo@example.com');
    const at = Date.now();
    const state = await dehydrated(api, await overviewEntries(api, PID, await api.project(PID).detail()), at);
    const declared = declaredFromSeed(state, PID);
    const requests: string[] = [];
    const handle = platform.handle.bind(platform);
    platform.handle = (request: Request) => {
      requests.push(new URL(request.url).pathname);
      return handle(request);
    };
    // The console's cache settings (components/providers.tsx): answers stay fresh for 15 s.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PlatformProvider client={api}>
          <QuerySeed state={state}>
            <ProjectOverview projectId={PID} seededAt={at} declared={declared} />
          </QuerySeed>
        </PlatformProvider>
      </QueryClientProvider>,
    );
    // Synchronously after the first render: no skeleton, every panel filled.
    expect(screen.queryByLabelText('Loading project')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Storefront' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recent sessions' })).getAllByRole('link').length).toBeGreaterThan(1);
    const agents = screen.getByRole('region', { name: 'Agents' });
    expect(within(agents).getByText('checkout')).toBeTruthy();
    expect(within(agents).getByText('(default)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'People with a project-wide role' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Spend, last 30 days$/)).toBeTruthy();
    // Nothing seeded is read again once mounted (queries refetch on mount from their effects, which have run by the time
    // the flags' chunk has arrived and rendered).
    await screen.findByRole('region', { name: 'Feature flags' });
    expect(requests).toEqual([]);
  });
});
