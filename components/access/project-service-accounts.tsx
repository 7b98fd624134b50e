'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Assignment } from '@/lib/contract/types';
import { canOpenAccountSection } from '@/lib/iam/account-sections';
import { assignmentsReaching } from '@/lib/iam/project-access-count';
import { countNoun } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/date';
import { useAccount, useAssignments } from '@/lib/sdk/react/account-access';
import { DataTable } from '@/components/ui/data-table';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/states';
import { useDirectory } from './use-directory';

/**
 * The service accounts with a role that reaches this project (on it, or on the whole account): the ones the page's
 * count includes. Service accounts are managed on the account's Access page, so this lists them and links there; a
 * person who cannot read the account's assignments is told how many there are and who can see them.
 */
export function ProjectServiceAccounts({ projectId, accountId, count }: { projectId: string; accountId: string; count: number }) {
  const account = useAccount(accountId);
  const canRead = canOpenAccountSection(account.data?.role, '/access');
  const assignments = useAssignments(accountId, { principal_type: 'service_account' }, { enabled: canRead });
  const directory = useDirectory(accountId);
  const [now] = useState(() => Date.now());
  if (account.isLoading) return <Skeleton className="h-16 w-full" />;
  if (!canRead) {
    return (
      <p data-service-accounts={count} className="text-sm text-fg-muted">
        {count ? `${countNoun(count, 'service account')} ${count === 1 ? 'has' : 'have'} a role here.` : 'No service account has a role here.'} The account’s owners and admins see and manage service accounts on the account’s Access page.
      </p>
    );
  }
  const manage = `/accounts/${encodeURIComponent(accountId)}/access?tab=service-accounts`;
  return (
    <QueryStates query={{ ...assignments, data: assignments.data && assignmentsReaching<Assignment>(assignments.data, projectId, now, 'service_account', accountId) }} loading={<Skeleton className="h-16 w-full" />} empty="No service account has a role here">
      {(rows) => (
        <div className="flex flex-col gap-2">
          <DataTable label="Service accounts" what="service account" rows={rows} rowKey={(a) => a.id} rowData={(a) => ({ 'data-service-account': a.principal.id })} columns={[
            { id: 'who', header: 'Service account', width: 'minmax(12rem,2fr)', cell: (a) => <span className="font-medium">{directory.label(a.principal)}</span> },
            { id: 'role', header: 'Role', width: '8rem', cell: (a) => a.role },
            { id: 'scope', header: 'Where', width: '10rem', cell: (a) => (a.scope.type === 'account' ? 'Whole account' : 'This project') },
            { id: 'expires', header: 'Until', width: '12rem', cell: (a) => (a.expires_at ? formatDateTime(a.expires_at) : 'No expiry') },
          ]} />
          <Link href={manage} className="text-sm underline">Manage service accounts on the account’s Access page</Link>
        </div>
      )}
    </QueryStates>
  );
}
