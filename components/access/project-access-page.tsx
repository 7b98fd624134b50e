'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useRoles } from '@/lib/sdk/react/account-access';
import { useAccessRequests, useAttachGroupGrant, useDetachGroupGrant, useGroupGrants, useInviteToProject, useProjectInvites, useProjectMembers, useRemoveProjectMember, useRemoveResourceGrant, useResourceGrants, useRevokeProjectInvite, useSettleAccessRequest, useUpdateProjectMember } from '@/lib/sdk/react/project-access';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SelectField } from '@/components/ui/select-field';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CreateAssignmentDialog } from './create-assignment-dialog';
import { InviteByEmailForm } from './invite-by-email-form';
import { useDirectory } from './use-directory';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { QueryStates, queryWaiting } from '@/components/ui/query-states';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { countNoun } from '@/lib/format/count';
import { describeProjectAccess } from '@/lib/iam/project-access-count';

// Below the fold, and only for the few projects with a service account: a chunk of its own, rendered on the server (from
// the seed) and hydrated when it arrives; React keeps the server's HTML until then.
const ProjectServiceAccounts = lazy(() => import('./project-service-accounts').then((m) => ({ default: m.ProjectServiceAccounts })));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="font-medium">{title}</h2>
      {children}
    </section>
  );
}

type Item<Q extends { data?: readonly unknown[] }> = NonNullable<Q['data']>[number];
type Member = Item<ReturnType<typeof useProjectMembers>>;
type Invite = Item<ReturnType<typeof useProjectInvites>>;
type GroupGrant = Item<ReturnType<typeof useGroupGrants>>;
type ResourceGrant = Item<ReturnType<typeof useResourceGrants>>;

const LIST_LOADING = <Skeleton className="h-16 w-full" />;

// The explainer (its form, the access decision function and the permission list) sits under the five lists and answers
// only once a principal is chosen: its chunk loads after the page has hydrated, not with it.
const WhyPanel = lazy(() => import('./why-panel').then((m) => ({ default: m.WhyPanel })));
const WHY_LOADING = <Skeleton className="h-40 w-full" />;

/** Project → Access: members, invites, access requests, group grants, resource grants, and the Why? explainer. */
export function ProjectAccessPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const accountId = detail.data?.account_id ?? '';
  const waiting = queryWaiting(detail, <Skeleton className="h-40 w-full" />);
  if (waiting) return waiting;
  const canManage = detail.data!.permissions.includes('project.members.manage');
  const canRead = detail.data!.permissions.includes('project.members.read');
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Access</h1>
        <p data-access-count={detail.data!.counts.members} className="text-sm">
          {countNoun(detail.data!.counts.members, 'principal')} with access{detail.data!.counts.access ? `: ${describeProjectAccess(detail.data!.counts.access)}` : ''}
        </p>
        <p className="text-sm text-fg-muted">{canManage ? 'Every change here is an assignment on this project, recorded in the audit log.' : 'Read-only: changing access needs the project.members.manage permission.'}</p>
      </header>
      {!canRead ? (
        <div role="alert" className="rounded-lg border border-border p-4 text-sm">Seeing who has access needs the project.members.read permission.</div>
      ) : (
        <ProjectAccessSections projectId={projectId} accountId={accountId} canManage={canManage} serviceAccountCount={detail.data!.counts.access?.serviceAccounts ?? 0} />
      )}
    </div>
  );
}

function ProjectAccessSections({ projectId, accountId, canManage, serviceAccountCount }: { projectId: string; accountId: string; canManage: boolean; serviceAccountCount: number }) {
  const members = useProjectMembers(projectId);
  const inviteToProject = useInviteToProject(projectId);
  const invites = useProjectInvites(projectId);
  const requests = useAccessRequests(projectId);
  const groupGrants = useGroupGrants(projectId);
  const resourceGrants = useResourceGrants(projectId);
  const update = useUpdateProjectMember(projectId);
  const remove = useRemoveProjectMember(projectId);
  const revokeInvite = useRevokeProjectInvite(projectId);
  const settle = useSettleAccessRequest(projectId);
  const detach = useDetachGroupGrant(projectId);
  const removeGrant = useRemoveResourceGrant(projectId);
  const directory = useDirectory(accountId);
  const hydrated = useHydrated();
  // Memoized: a new element before its chunk is there (any answer re-rendering this list) would make React drop the
  // server's HTML of the list and show its skeleton until the chunk arrives.
  const serviceAccounts = useMemo(
    () => (
      <Suspense fallback={LIST_LOADING}>
        <ProjectServiceAccounts projectId={projectId} accountId={accountId} count={serviceAccountCount} />
      </Suspense>
    ),
    [projectId, accountId, serviceAccountCount],
  );
  return (
    <>
      {canManage && <InviteByEmailForm formLabel="Add to the project" emailLabel="Add by email" roleLabel="Project role" roles={['member', 'manager'] as const} initialRole="member" hint="An account member is added at once; anyone else gets an invite." submitLabel="Add" onInvite={(email, role) => inviteToProject.mutateAsync({ email, role })} />}
      <Section title="Members">
        {update.isError && <ErrorState error={update.error} />}
        <QueryStates query={members} loading={LIST_LOADING} empty="Nobody has a project-wide role here">{(items) => (
          <DataTable label="Members" what="member" rows={items} rowKey={(m) => m.assignment_id} rowData={(m) => ({ 'data-member': m.user.id })} columns={[
            { id: 'who', header: 'Member', width: 'minmax(12rem,2fr)', cell: (m) => <><p className="font-medium">{m.user.name}</p><p className="text-xs text-fg-muted">{m.user.email}{m.scope === 'account' ? ' · role on the whole account' : ''}</p></> },
            { id: 'role', header: 'Role', width: '9rem', cell: (m) => (canManage && m.scope === 'project' && (m.role === 'manager' || m.role === 'member') ? (
              <select aria-label={`Project role of ${m.user.name}`} value={m.role} onChange={(e) => update.mutate({ userId: m.user.id, role: e.target.value as 'manager' | 'member' })} className="h-8 rounded-md border border-border bg-bg px-2">
                <option value="manager">manager</option><option value="member">member</option>
              </select>
            ) : <span className="text-fg-muted">{m.role}</span>) },
            ...(canManage ? [{ id: 'actions', header: 'Actions', width: '7rem', align: 'end', hideLabelWhenStacked: true, cell: (m) => (m.scope === 'project' ? <ConfirmButton label="Remove" aria-label={`Remove ${m.user.name} from the project`} title={`Remove ${m.user.name}?`} description="Their project role ends at once." confirmLabel="Remove" onConfirm={() => remove.mutateAsync(m.user.id)} /> : null) } satisfies DataColumn<Member>] : []),
          ]} />
        )}</QueryStates>
      </Section>
      <Section title="Pending invites">
        <QueryStates query={invites} loading={LIST_LOADING} empty="No pending invites">{(items) => (
          <DataTable label="Pending invites" what="invite" rows={items} rowKey={(i) => i.id} rowData={(i) => ({ 'data-invite': i.id })} columns={[
            { id: 'email', header: 'Email', width: 'minmax(12rem,2fr)', cell: (i) => <span className="font-medium break-all">{i.email}</span> },
            { id: 'role', header: 'Role', width: '9rem', cell: (i) => i.project?.role ?? '—' },
            { id: 'expires', header: 'Expires', width: '9rem', cell: (i) => formatDate(i.expires_at) },
            ...(canManage ? [{ id: 'actions', header: 'Actions', width: '9rem', align: 'end', hideLabelWhenStacked: true, cell: (i) => <ConfirmButton label="Revoke invite" aria-label={`Revoke the invite to ${i.email}`} title={`Revoke the invite to ${i.email}?`} description="The link stops working." confirmLabel="Revoke" onConfirm={() => revokeInvite.mutateAsync(i.id)} /> } satisfies DataColumn<Invite>] : []),
          ]} />
        )}</QueryStates>
      </Section>
      <Section title="Access requests">
        {settle.isError && <ErrorState error={settle.error} />}
        <QueryStates query={requests} loading={LIST_LOADING} empty="No access requests">{(items) => (
          <DataTable label="Access requests" what="access request" rows={items} rowKey={(r) => r.id} rowData={(r) => ({ 'data-access-request': r.status })} columns={[
            { id: 'who', header: 'Who', width: 'minmax(10rem,1fr)', cell: (r) => <span className="font-medium">{r.user?.name ?? 'Unknown user'}</span> },
            { id: 'role', header: 'Asks for', width: '7rem', cell: (r) => r.role },
            { id: 'message', header: 'Message', width: 'minmax(10rem,2fr)', cell: (r) => <span className="text-fg-muted">{r.message || '—'}</span> },
            { id: 'status', header: 'Status', width: '11rem', align: 'end', cell: (r) => (r.status === 'pending' && canManage ? (
              <span className="flex flex-wrap justify-end gap-2">
                <Button size="sm" variant="primary" aria-label={`Approve ${r.user?.name ?? 'the request'}`} pending={settle.isPending && settle.variables?.id === r.id && settle.variables.approve} onClick={() => settle.mutate({ id: r.id, approve: true })}>Approve</Button>
                <Button size="sm" aria-label={`Reject ${r.user?.name ?? 'the request'}`} disabled={settle.isPending} onClick={() => settle.mutate({ id: r.id, approve: false })}>Reject</Button>
              </span>
            ) : <span className="text-fg-muted">{r.status}</span>) },
          ]} />
        )}</QueryStates>
      </Section>
      <Section title="Group grants">
        {canManage && <AttachGroup projectId={projectId} accountId={accountId} />}
        <QueryStates query={groupGrants} loading={LIST_LOADING} empty="No group has a role here">{(items) => (
          <DataTable label="Group grants" what="group grant" rows={items} rowKey={(g) => g.id} rowData={(g) => ({ 'data-group-grant': g.id })} columns={[
            { id: 'group', header: 'Group', width: 'minmax(12rem,2fr)', cell: (g) => <span className="font-medium">{directory.label(g.principal)}</span> },
            { id: 'role', header: 'Role', width: '9rem', cell: (g) => g.role },
            ...(canManage ? [{ id: 'actions', header: 'Actions', width: '7rem', align: 'end', hideLabelWhenStacked: true, cell: (g) => <ConfirmButton label="Detach" aria-label={`Detach ${directory.label(g.principal)}`} title="Detach this group grant?" description="Members of the group lose this role here." confirmLabel="Detach" onConfirm={() => detach.mutateAsync(g.id)} /> } satisfies DataColumn<GroupGrant>] : []),
          ]} />
        )}</QueryStates>
      </Section>
      <Section title="Service accounts">
        {serviceAccounts}
      </Section>
      <Section title="Resource grants">
        {canManage && accountId && <div><CreateAssignmentDialog accountId={accountId} entries={directory.entries} fixedProjectId={projectId} /></div>}
        <QueryStates query={resourceGrants} loading={LIST_LOADING} empty="No grant is narrowed to an agent or skill">{(items) => (
          <DataTable label="Resource grants" what="resource grant" rows={items} rowKey={(g) => g.id} rowData={(g) => ({ 'data-grant': g.id })} columns={[
            { id: 'who', header: 'Principal', width: 'minmax(10rem,2fr)', cell: (g) => <span className="font-medium">{directory.label(g.principal)}</span> },
            { id: 'role', header: 'Role', width: '7rem', cell: (g) => g.role },
            { id: 'object', header: 'On', width: 'minmax(8rem,1.5fr)', cell: (g) => <>{g.object.type} <code>{g.object.id}</code></> },
            { id: 'expires', header: 'Until', width: '12rem', cell: (g) => (g.expires_at ? formatDateTime(g.expires_at) : 'No expiry') },
            ...(canManage ? [{ id: 'actions', header: 'Actions', width: '7rem', align: 'end', hideLabelWhenStacked: true, cell: (g) => <ConfirmButton label="Remove" aria-label={`Remove the grant on ${g.object.id} from ${directory.label(g.principal)}`} title="Remove this resource grant?" description="The access it gave ends at once." confirmLabel="Remove" onConfirm={() => removeGrant.mutateAsync(g.id)} /> } satisfies DataColumn<ResourceGrant>] : []),
          ]} />
        )}</QueryStates>
      </Section>
      {accountId && (hydrated ? <Suspense fallback={WHY_LOADING}><WhyPanel accountId={accountId} fixedProjectId={projectId} /></Suspense> : WHY_LOADING)}
    </>
  );
}

function AttachGroup({ projectId, accountId }: { projectId: string; accountId: string }) {
  const directory = useDirectory(accountId);
  const roles = useRoles(accountId);
  const attach = useAttachGroupGrant(projectId);
  const [groupId, setGroupId] = useState('');
  const [role, setRole] = useState('member');
  const groups = directory.entries.filter((e) => e.principal.type === 'group');
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); if (groupId) attach.mutate({ group_id: groupId, role }); }} aria-label="Attach a group">
      <SelectField label="Group" value={groupId} onChange={(e) => setGroupId(e.target.value)} error={attach.isError ? describeError(attach.error).detail : undefined}>
        <option value="">Choose a group…</option>
        {groups.map((g) => <option key={g.principal.id} value={g.principal.id}>{g.label}</option>)}
      </SelectField>
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
        {(roles.data ?? []).filter((r) => r.scope_type === 'project').map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
      </SelectField>
      <Button type="submit" disabled={!groupId} pending={attach.isPending}>Attach</Button>
    </form>
  );
}
