'use client';

import { useParams, usePathname, useSearchParams } from 'next/navigation';
import { canOpenGatewayTab } from '@/lib/iam/sections';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { LinkTabs, type LinkTab } from '@/components/ui/link-tabs';

/**
 * The gateway's sub-pages, in order; `href` is relative to `/projects/{id}/gateway` ('' is the overview). A tab is
 * listed only once its page exists: Overview, Breakdown, Logs, Errors, Budgets, then Keys, Routing, Playground.
 */
export const GATEWAY_TABS: readonly LinkTab[] = [
  { href: '', label: 'Overview' },
  { href: '/breakdown', label: 'Breakdown' },
  { href: '/logs', label: 'Logs' },
  { href: '/errors', label: 'Errors' },
  { href: '/budgets', label: 'Budgets' },
  { href: '/keys', label: 'Keys' },
  { href: '/routing', label: 'Routing' },
  { href: '/playground', label: 'Playground' },
];

/** Query parameters every analytics tab shares, carried along when switching tabs (range and reporting zone). */
const SHARED_PARAMS = ['range', 'from', 'to', 'tz', 'interval'];

export function GatewayTabs() {
  const { projectId } = useParams<{ projectId: string }>();
  const search = useSearchParams();
  const pathname = usePathname();
  const permissions = useProjectDetail(projectId).data?.permissions;
  const base = `/projects/${projectId}/gateway`;
  // Only the tabs the user can open (and the one they are on, which says why it is closed), once permissions are known.
  const tabs = permissions ? GATEWAY_TABS.filter((t) => canOpenGatewayTab(permissions, t.href) || pathname === `${base}${t.href}`) : GATEWAY_TABS;
  const shared = new URLSearchParams();
  for (const name of SHARED_PARAMS) {
    const value = search.get(name);
    if (value) shared.set(name, value);
  }
  return <LinkTabs label="Gateway sections" base={base} tabs={tabs} query={shared.toString()} />;
}
