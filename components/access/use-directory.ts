'use client';

import { countNoun } from '@/lib/format/count';
import { useMemo } from 'react';
import type { Assignment } from '@/lib/contract/types';
import { useAccountMembers } from '@/lib/sdk/react/accounts';
import { useGroups, useInvites, useServiceAccounts } from '@/lib/sdk/react/access';

export interface DirectoryEntry {
  principal: Assignment['principal'];
  label: string;
  detail: string;
}

const KIND_LABEL: Record<Assignment['principal']['type'], string> = { user: 'User', group: 'Group', service_account: 'Service account', pending: 'Pending invite' };

/** Everyone an assignment can name in one account, with a display label: users, groups, service accounts, invites. */
export function useDirectory(accountId: string) {
  const members = useAccountMembers(accountId);
  const groups = useGroups(accountId);
  const serviceAccounts = useServiceAccounts(accountId);
  const invites = useInvites(accountId);
  const entries = useMemo<DirectoryEntry[]>(
    () => [
      ...(members.data ?? []).map((m) => ({ principal: { type: 'user' as const, id: m.user.id }, label: m.user.name, detail: m.user.email })),
      ...(groups.data ?? []).map((g) => ({ principal: { type: 'group' as const, id: g.id }, label: g.name, detail: countNoun(g.member_ids.length, 'member') })),
      ...(serviceAccounts.data ?? []).map((s) => ({ principal: { type: 'service_account' as const, id: s.id }, label: s.name, detail: 'Service account' })),
      ...(invites.data ?? []).map((i) => ({ principal: { type: 'pending' as const, id: i.id }, label: i.email, detail: 'Pending invite' })),
    ],
    [members.data, groups.data, serviceAccounts.data, invites.data],
  );
  const byKey = useMemo(() => new Map(entries.map((e) => [`${e.principal.type}:${e.principal.id}`, e])), [entries]);
  const groupsOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const g of groups.data ?? []) for (const id of g.member_ids) map.set(id, [...(map.get(id) ?? []), g.id]);
    return map;
  }, [groups.data]);
  return {
    entries,
    groupsOf,
    members: members.data ?? [],
    label: (p: Assignment['principal']) => byKey.get(`${p.type}:${p.id}`)?.label ?? p.id,
    kindLabel: (p: Assignment['principal']) => KIND_LABEL[p.type] ?? p.type,
    isLoading: members.isLoading || groups.isLoading || serviceAccounts.isLoading || invites.isLoading,
  };
}
