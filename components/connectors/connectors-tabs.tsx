'use client';

import { useParams } from 'next/navigation';
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
  return <LinkTabs label="Connector sections" base={`/projects/${projectId}/connectors`} tabs={CONNECTOR_TABS} />;
}
