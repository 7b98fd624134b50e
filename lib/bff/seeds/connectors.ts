// The connector pages' first screens, read on the server under the keys of lib/sdk/react/connectors.ts, so their lists
// are in the HTML (the largest paint at first paint) instead of fetched after hydration.
import 'server-only';
import type { ToolPolicy } from '@/lib/contract/types-connectors';
import { connectorKeys } from '@/lib/sdk/react/connector-keys';
import { seed, type PageSeed } from '../page-seed';

/** Tool policies: the rules, the connectors (their agents), every tool and each connector's own policy. */
export function seedPoliciesPage(projectId: string): Promise<PageSeed | null> {
  return seed(async (platform) => {
    const connectors = platform.project(projectId).connectors;
    const list = await connectors.list().catch(() => undefined);
    const slugs = (list ?? []).map((c) => c.slug);
    return [
      [connectorKeys.policies(projectId), (p) => p.project(projectId).policies.list()],
      [connectorKeys.list(projectId), async () => list],
      [connectorKeys.tools(projectId), () => connectors.tools()],
      ...(list
        ? [
            // The key and shape of useConnectorPolicies(projectId, slugs).
            [
              [...connectorKeys.policies(projectId), 'by-connector', slugs] as const,
              async () => Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await connectors.policies.get(slug)] as const))) as Record<string, ToolPolicy[]>,
            ] as const,
          ]
        : []),
    ];
  });
}

/** The connectors list. */
export function seedConnectorsPage(projectId: string): Promise<PageSeed | null> {
  return seed(() => [[connectorKeys.list(projectId), (p) => p.project(projectId).connectors.list()]]);
}
