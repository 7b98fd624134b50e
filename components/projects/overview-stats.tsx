'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/states';
import { formatCost } from '@/lib/sdk/format';
import { errorsLast24hQuery, SPEND_PERIOD_DAYS } from '@/lib/sessions/list/overview';
import { describeProjectAccess, type ProjectAccessCounts } from '@/lib/iam/project-access-count';
import { useGatewaySpend } from './use-gateway-spend';

function Stat({ label, href, value, hint }: { label: string; href: string; value: ReactNode; hint?: string }) {
  return (
    <li>
      <Link href={href} className="block h-full rounded-lg border border-border p-3 hover:bg-bg-subtle">
        <span className="block text-xs text-fg-muted">{label}</span>
        <span data-stat-value className="mt-1 block text-2xl font-semibold tabular-nums">{value}</span>
        {hint && <span className="mt-0.5 block text-xs text-fg-muted">{hint}</span>}
      </Link>
    </li>
  );
}

const pending = <Skeleton className="mt-1 h-8 w-12" />;

/** The overview's figures; every one links to the page that lists what it counts. */
export function OverviewStats({ projectId, now, running, errors, sessions, members, access, canReadSpend }: {
  projectId: string;
  /** The instant the figures were computed at: the errors link opens the same 24 h window. */
  now: number;
  running: number | null;
  errors: number | null;
  sessions: number;
  members: number;
  /** The breakdown of `members` (projects.detail's counts.access), shown as the figure's hint. */
  access?: ProjectAccessCounts;
  canReadSpend: boolean;
}) {
  const spend = useGatewaySpend(projectId, canReadSpend);
  const base = `/projects/${projectId}`;
  return (
    <ul aria-label="At a glance" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Stat label="Running sessions" href={`${base}/sessions?status=running`} value={running ?? pending} />
      <Stat label="Errors, last 24 h" href={`${base}/sessions?${errorsLast24hQuery(now)}`} value={errors ?? pending} />
      <Stat label="Sessions you can open" href={`${base}/sessions`} value={sessions} />
      <Stat label="With access" href={`${base}/access`} value={members} hint={access ? describeProjectAccess(access) : 'people, service accounts and groups'} />
      {spend.isSuccess && spend.data.spend.value !== null && (
        <Stat label={`Spend, last ${SPEND_PERIOD_DAYS} days`} href={`${base}/gateway`} value={formatCost(spend.data.spend.value)} hint="model gateway" />
      )}
    </ul>
  );
}
