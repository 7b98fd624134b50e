// The server seeds of the gateway, connector, sandbox, marketplace and trigger pages: each fills react-query's cache
// under the exact keys the pages' hooks read, with what the platform answers the signed-in user, and seeds nothing
// it cannot read (no session, a refusal), so the page then fetches as usual.
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform, type Platform } from '@/lib/sdk';
import { sandboxKeys } from '@/lib/sdk/react/sandbox-keys';
import { marketplaceKeys, MARKETPLACE_PAGE } from '@/lib/sdk/react/marketplace-keys';
import { connectorKeys } from '@/lib/sdk/react/connector-keys';
import { triggerKeys } from '@/lib/sdk/react/trigger-keys';
import { gatewayKeys, projectKeys } from '@/lib/sdk/react/keys';
import { DEMO, harness, signIn, tokensIn, type Harness } from './harness';

const cookieJar = { value: null as string | null };
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (cookieJar.value && cookieJar.value.startsWith(`${name}=`) ? { value: decodeURIComponent(cookieJar.value.slice(name.length + 1)) } : undefined) }),
}));

const { seedSandboxesPage } = await import('@/lib/bff/seeds/sandboxes');
const { seedMarketplacePage } = await import('@/lib/bff/seeds/marketplace');
const { seedPoliciesPage, seedConnectorsPage } = await import('@/lib/bff/seeds/connectors');
const { seedTriggersPage } = await import('@/lib/bff/seeds/triggers');
const { seedGatewayBudgets, seedGatewayErrors, seedGatewayLogs, gatewayRangeQuery } = await import('@/lib/bff/seeds/gateway');

const P = 'proj_storefront';
const BFF_KEY = Symbol.for('platform-console.bff');
let h: Harness;
let demoCookie: string;
/** The platform as the browser's hooks reach it (the same user), to compare the seeded answers with. */
let browser: Platform;

beforeAll(async () => {
  h = harness();
  (globalThis as Record<symbol, unknown>)[BFF_KEY] = h.bff;
  demoCookie = await signIn(h, DEMO);
  const { accessToken } = await tokensIn(demoCookie);
  browser = createPlatform({ backendUrl: 'http://upstream.invalid/v1', getToken: () => accessToken, fetch: (input, init) => h.bff.upstream(new URL(String(input)).pathname + new URL(String(input)).search, init ?? {}) });
  cookieJar.value = demoCookie;
});

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[BFF_KEY];
});

/** The seeded data by query hash (the hash the client computes for its own key). */
function byHash(state: DehydratedState | undefined): Map<string, unknown> {
  return new Map((state?.queries ?? []).map((q) => [q.queryHash, q.state.data]));
}

describe('page seeds', () => {
  it('seed every panel of the sandboxes page under the hooks’ keys, the shares of the first sandbox that can be reached', async () => {
    const seeded = byHash((await seedSandboxesPage(P))?.state);
    const sandboxes = await browser.project(P).sandbox.list();
    const chosen = sandboxes.find((s) => s.state !== 'unavailable')!.id;
    expect(seeded.get(hashKey(sandboxKeys.list(P)))).toEqual(sandboxes);
    expect(seeded.get(hashKey(sandboxKeys.templates(P)))).toEqual(await browser.projects.sandboxTemplates(P));
    expect(seeded.get(hashKey(sandboxKeys.snapshots(P)))).toEqual(await browser.project(P).sandbox.snapshots());
    expect(seeded.get(hashKey(sandboxKeys.transition(P)))).toEqual(await browser.project(P).sandbox.providerTransition());
    expect(seeded.has(hashKey(sandboxKeys.health(P)))).toBe(true);
    expect(seeded.get(hashKey(sandboxKeys.shares(P, chosen)))).toEqual(await browser.sandboxShares.list(chosen));
    expect((seeded.get(hashKey(projectKeys.overview(P))) as { id: string }).id).toBe(P);
  });

  it('seed the catalog page the URL opens, with the filters object CatalogBrowser builds; the installed tab reads no catalog', async () => {
    const view = { tab: 'browse' as const, q: ' review ', kind: null, page: 1, item: null };
    const seeded = byHash((await seedMarketplacePage(P, view))?.state);
    const filters = { search: 'review', kind: undefined, offset: 0 };
    expect(seeded.get(hashKey(marketplaceKeys.items(filters)))).toEqual(await browser.marketplace.items({ ...filters, limit: MARKETPLACE_PAGE }));
    // A search hides the featured row, so it is not read.
    expect(seeded.has(hashKey(marketplaceKeys.featured()))).toBe(false);
    expect(seeded.get(hashKey(marketplaceKeys.installed(P)))).toEqual(await browser.project(P).marketplace.list());

    const second = byHash((await seedMarketplacePage(P, { ...view, q: '', page: 2 }))?.state);
    expect(second.get(hashKey(marketplaceKeys.items({ search: undefined, kind: undefined, offset: MARKETPLACE_PAGE })))).toEqual(
      await browser.marketplace.items({ offset: MARKETPLACE_PAGE, limit: MARKETPLACE_PAGE }),
    );

    const installed = byHash((await seedMarketplacePage(P, { ...view, tab: 'installed' }))?.state);
    expect([...installed.keys()].some((hash) => hash.includes('"items"'))).toBe(false);
    expect(installed.has(hashKey(marketplaceKeys.updates(P)))).toBe(true);
  });

  it('seed the tool policies page: rules, connectors, tools and each connector’s policy under useConnectorPolicies’ key', async () => {
    const seeded = byHash((await seedPoliciesPage(P))?.state);
    const connectors = await browser.project(P).connectors.list();
    const slugs = connectors.map((c) => c.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(seeded.get(hashKey(connectorKeys.policies(P)))).toEqual(await browser.project(P).policies.list());
    expect(seeded.get(hashKey(connectorKeys.list(P)))).toEqual(connectors);
    expect(seeded.get(hashKey(connectorKeys.tools(P)))).toEqual(await browser.project(P).connectors.tools());
    const own = seeded.get(hashKey([...connectorKeys.policies(P), 'by-connector', slugs])) as Record<string, unknown>;
    expect(Object.keys(own).sort()).toEqual([...slugs].sort());
    expect(own[slugs[0]]).toEqual(await browser.project(P).connectors.policies.get(slugs[0]));
    expect(byHash((await seedConnectorsPage(P))?.state).get(hashKey(connectorKeys.list(P)))).toEqual(connectors);
  });

  it('seed the triggers and the gateway budgets and errors of the window the URL gives', async () => {
    const triggers = await seedTriggersPage(P);
    expect(byHash(triggers?.state).get(hashKey(triggerKeys.all(P)))).toEqual(await browser.project(P).triggers.list());
    expect(typeof triggers?.at).toBe('number');
    expect(byHash((await seedGatewayBudgets(P))?.state).get(hashKey(gatewayKeys.budgets(P)))).toEqual(await browser.project(P).gateway.budgets());

    const view = { range: '30d' as const, from: '', to: '', tz: 'Europe/Paris', interval: null };
    const query = gatewayRangeQuery(view, Date.now());
    expect(query.tz).toBe('Europe/Paris');
    const errors = byHash((await seedGatewayErrors(P, view))?.state);
    expect(errors.get(hashKey(gatewayKeys.aggregate(P, 'errors', query)))).toEqual(await browser.project(P).gateway.errors(query));
  });

  it('seed the logs’ first page under the key useGatewayLogPages builds from the same URL (window and filters)', async () => {
    const { createLoader, parseAsString, parseAsStringLiteral } = await import('nuqs/server');
    const { logFilterParsersWith, logFiltersOf } = await import('@/components/gateway/log-filter-params');
    const { GATEWAY_LOG_PAGE } = await import('@/lib/gateway/log-page');
    const search = { range: '30d', tz: 'UTC', status: 'error', provider: 'openai', q: '  ', model: '' };
    const filters = logFiltersOf(createLoader(logFilterParsersWith({ parseAsString, parseAsStringLiteral }))(search));
    // Empty and blank filters are left out, as the page's hook leaves them out.
    expect(filters).toEqual({ status: 'error', provider: 'openai' });
    const view = { range: '30d' as const, from: '', to: '', tz: 'UTC', interval: null };
    const query = { ...gatewayRangeQuery(view, Date.now()), ...filters };
    const seeded = byHash((await seedGatewayLogs(P, view, filters))?.state);
    const page = (await browser.project(P).gateway.logs({ ...query, offset: 0, limit: GATEWAY_LOG_PAGE })) as { total: number; items: Array<{ statusClass: string }> };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.statusClass !== 'ok')).toBe(true);
    expect(seeded.get(hashKey(gatewayKeys.logs(P, { ...query, page: 0 })))).toEqual(page);
    expect(seeded.size).toBe(1);
  });

  it('seed nothing without a session, and nothing of a project the user cannot read', async () => {
    cookieJar.value = null;
    try {
      expect(await seedSandboxesPage(P)).toBeNull();
      expect(await seedGatewayBudgets(P)).toBeNull();
    } finally {
      cookieJar.value = demoCookie;
    }
    const refused = await seedTriggersPage('proj_does_not_exist');
    expect(refused?.state.queries ?? []).toEqual([]);
  });
});

