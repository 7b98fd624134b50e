'use client';

import { useParams, usePathname } from 'next/navigation';
import { canOpenConnectorTab } from '@/lib/iam/sections';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { LinkTabs, type LinkTab } from '@/components/ui/link-tabs';

/** The connector area's pages; `href` is relative to `/projects/{id}/connectors`. */
export const CONNECTOR_TABS: readonly LinkTab[] = [
  { href: '', label: 'Connectors' },
  { href: '/tools', label: 'Tools' },
  { href: '/policies', label: 'Policies' },
  { href: '/setup-links', label: 'Setup links' },
];

export function ConnectorsTabs() {
  const { projectId } = useParams<{ projectId: string }>();
  const pathname = usePathname();
  const permissions = useProjectDetail(projectId).data?.permissions;
  const base = `/projects/${projectId}/connectors`;
  // Only the tabs the user can open (and the one they are on), once the permissions are known.
  const tabs = permissions ? CONNECTOR_TABS.filter((t) => canOpenConnectorTab(permissions, t.href) || pathname === `${base}${t.href}`) : CONNECTOR_TABS;
  return <LinkTabs label="Connector sections" base={base} tabs={tabs} />;
}
