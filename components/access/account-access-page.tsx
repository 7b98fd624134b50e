'use client';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useState } from 'react';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import type { Assignment } from '@/lib/contract/types';
import { accountRoleAllows } from '@/lib/iam';
import { useAccount } from '@/lib/sdk/react/account-access';
import { Skeleton } from '@/components/ui/states';
import { AssignmentsTab } from './assignments-tab';
import { MembersTab } from './members-tab';
import { PermissionsTab } from './permissions-tab';
import { RolesTab } from './roles-tab';
import { ServiceAccountsTab } from './service-accounts-tab';
import { WhyPanel } from './why-panel';
import { queryWaiting } from '@/components/ui/query-states';

const TABS = ['assignments', 'roles', 'permissions', 'members', 'service-accounts', 'why'] as const;
const LABELS: Record<(typeof TABS)[number], string> = { assignments: 'Assignments', roles: 'Roles', permissions: 'Permissions', members: 'Members & invites', 'service-accounts': 'Service accounts', why: 'Why?' };

export function whyHrefFor(base: string, a: Assignment, action = 'project.read'): string {
  const params = new URLSearchParams({ tab: 'why', who: `${a.principal.type}:${a.principal.id}`, action });
  if (a.scope.type === 'project') params.set('project', a.scope.project_id);
  if (a.object) params.set('object', `${a.object.type}:${a.object.id}`);
  return `${base}?${params}`;
}

export function AccountAccessPage({ accountId }: { accountId: string }) {
  const [tab, setTab] = useQueryState('tab', parseAsStringLiteral(TABS).withDefault('assignments'));
  const [preset, setPreset] = useState<Assignment['principal'] | null>(null);
  const account = useAccount(accountId);
  const waiting = queryWaiting(account, <Skeleton className="h-40 w-full" />);
  if (waiting) return waiting;
  const role = account.data?.role;
  const canManageIam = accountRoleAllows(role, 'account.iam.manage');
  const base = `/accounts/${accountId}/access`;
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold">Access · {account.data?.name ?? accountId}</h1>
        <p className="text-sm text-fg-muted">Who can do what in this account. Your account role: {role}.</p>
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number])}>
        <TabsList aria-label="Access sections">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="assignments" className="pt-4"><AssignmentsTab accountId={accountId} canManage={canManageIam} whyHref={(a) => whyHrefFor(base, a)} preset={preset} /></TabsContent>
        <TabsContent value="roles" className="pt-4"><RolesTab accountId={accountId} canManage={canManageIam} /></TabsContent>
        <TabsContent value="permissions" className="pt-4"><PermissionsTab accountId={accountId} /></TabsContent>
        <TabsContent value="members" className="pt-4"><MembersTab accountId={accountId} canManage={accountRoleAllows(role, 'account.members.manage')} /></TabsContent>
        <TabsContent value="service-accounts" className="pt-4">
          <ServiceAccountsTab accountId={accountId} canManage={accountRoleAllows(role, 'account.service_accounts.manage')} onAssign={(sa) => { setPreset({ type: 'service_account', id: sa.id }); setTab('assignments'); }} />
        </TabsContent>
        <TabsContent value="why" className="pt-4"><WhyPanel accountId={accountId} /></TabsContent>
      </Tabs>
    </div>
  );
}
