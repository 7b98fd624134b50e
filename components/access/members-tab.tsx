'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AccountRole } from '@/lib/contract/types';
import { describeError } from '@/lib/errors/describe-error';
import { useAccountMembers } from '@/lib/sdk/react/accounts';
import { useProjects } from '@/lib/sdk/react/projects';
import { useCancelInvite, useInviteMember, useInvites, useLeaveAccount, useRemoveMember, useResendInvite, useUpdateMemberRole } from '@/lib/sdk/react/account-members';
import { useMe } from '@/lib/auth-client/hooks';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Skeleton } from '@/components/ui/states';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { InviteByEmailForm } from './invite-by-email-form';
import { formatDate } from '@/lib/format/date';
import { countNoun } from '@/lib/format/count';
import { QueryList, QueryStates } from '@/components/ui/query-states';

const ROLES: AccountRole[] = ['owner', 'admin', 'member'];

export function MembersTab({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const members = useAccountMembers(accountId);
  const invite = useInviteMember(accountId);
  const invites = useInvites(accountId);
  const updateRole = useUpdateMemberRole(accountId);
  const remove = useRemoveMember(accountId);
  const leave = useLeaveAccount(accountId);
  const me = useMe();
  const router = useRouter();
  const [rowError, setRowError] = useState<string | null>(null);

  async function changeRole(userId: string, role: AccountRole) {
    setRowError(null);
    try {
      await updateRole.mutateAsync({ userId, role });
    } catch (e) {
      const info = describeError(e);
      setRowError(`${info.title}: ${info.detail}`);
    }
  }

  type Member = NonNullable<typeof members.data>[number];
  const columns: DataColumn<Member>[] = [
    { id: 'name', header: 'Member', width: 'minmax(10rem,2fr)', cell: (m) => <><p className="font-medium">{m.user.name}</p><p className="text-xs text-fg-muted">{m.user.email}</p></> },
    {
      id: 'role', header: 'Account role', width: '8rem',
      cell: (m) => canManage ? (
        <select aria-label={`Account role of ${m.user.name}`} value={m.role} disabled={updateRole.isPending} onChange={(e) => changeRole(m.user.id, e.target.value as AccountRole)} className="h-8 rounded-md border border-border bg-bg px-2">
          {ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      ) : <span className="text-fg-muted">{m.role}</span>,
    },
    {
      id: 'actions', header: <span className="sr-only">Actions</span>, width: '7rem', align: 'end', hideLabelWhenStacked: true,
      cell: (m) => (
        <span className="flex justify-end gap-1">
          {canManage && m.user.id !== me.data?.id && (
            <ConfirmButton label="Remove" aria-label={`Remove ${m.user.name}`} title={`Remove ${m.user.name}?`} description="They lose every assignment in this account at once." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(m.user.id)} />
          )}
          {m.user.id === me.data?.id && (
            <ConfirmButton label="Leave" title="Leave this account?" description="You lose access to every project of this account. An account always keeps an owner." confirmLabel="Leave" onConfirm={async () => { await leave.mutateAsync(undefined); router.push('/projects'); }} />
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-label="Members and invites" className="flex flex-col gap-6">
      {canManage && <InviteByEmailForm formLabel="Invite to the account" emailLabel="Invite by email" roleLabel="Account role" roles={ROLES} initialRole="member" submitLabel="Send invite" onInvite={(email, role) => invite.mutateAsync({ email, role })} />}
      <div>
        <h2 className="mb-2 font-medium">Members</h2>
        {rowError && <p role="alert" className="mb-2 rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">{rowError}</p>}
        <QueryStates query={members} loading={<Skeleton className="h-24 w-full" />}>
          {(all) => (
            <>
            <p className="mb-1 text-xs text-fg-muted">{countNoun(all.length, 'member')}</p>
            <DataTable label="Account members" what="member" columns={columns} rows={all} rowKey={(m) => m.user.id} rowData={(m) => ({ 'data-member': m.user.id })} virtualize estimateRowHeight={52} maxHeight="60vh" />
            </>
          )}
        </QueryStates>
      </div>
      <div>
        <h2 className="mb-2 font-medium">Pending invites</h2>
        <QueryList query={invites} loading={<Skeleton className="h-12 w-full" />} empty="No pending invites">
          {(i) => <InviteRow key={i.id} accountId={accountId} invite={i} canManage={canManage} />}
        </QueryList>
      </div>
    </section>
  );
}

function InviteRow({ accountId, invite, canManage }: { accountId: string; invite: { id: string; email: string; role: string; expires_at: string; project?: { id: string; role: string } }; canManage: boolean }) {
  const resend = useResendInvite(accountId);
  const cancel = useCancelInvite(accountId);
  const projects = useProjects(accountId);
  const projectName = (id: string) => projects.data?.find((p) => p.id === id)?.name ?? id;
  return (
    <li className="flex flex-wrap items-center gap-2 p-2">
      {/* Below sm the address and its terms take the whole line; the actions wrap under them. */}
      <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
        <p className="truncate font-medium">{invite.email}</p>
        <p className="text-xs text-fg-muted">{invite.role}{invite.project ? ` · ${invite.project.role} of ${projectName(invite.project.id)}` : ''} · expires {formatDate(invite.expires_at)}</p>
        {resend.isError && <p role="alert" className="text-xs text-danger">{describeError(resend.error).detail}</p>}
      </div>
      {canManage && (
        <>
          <Button size="sm" variant="ghost" pending={resend.isPending} onClick={() => resend.mutate(invite.id)}>{resend.isSuccess ? 'Sent' : 'Resend'}</Button>
          <ConfirmButton label="Cancel invite" title={`Cancel the invite to ${invite.email}?`} description="The link stops working, and the access it would have granted is removed." confirmLabel="Cancel invite" onConfirm={() => cancel.mutateAsync(invite.id)} />
        </>
      )}
    </li>
  );
}
