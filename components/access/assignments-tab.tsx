'use client';

import Link from 'next/link';
import { useState } from 'react';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import type { Assignment } from '@/lib/contract/types';
import { expiryState } from '@/lib/iam/expiry';
import { useAssignments, useRevokeAssignment, useRoles } from '@/lib/sdk/react/account-access';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { SelectField } from '@/components/ui/select-field';
import { buttonClass } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { useProjects } from '@/lib/sdk/react/projects';
import { CreateAssignmentDialog } from './create-assignment-dialog';
import { useDirectory } from './use-directory';
import { formatRelative } from '@/lib/format/relative-time';
import { queryWaiting } from '@/components/ui/query-states';

const EXPIRY_FILTERS = ['any', 'active', 'soon', 'expired', 'none'] as const;
export const assignmentFilterParsers = {
  principal: parseAsString.withDefault(''),
  role: parseAsString.withDefault(''),
  scope: parseAsStringLiteral(['any', 'account', 'project'] as const).withDefault('any'),
  object: parseAsStringLiteral(['any', 'agent', 'skill', 'none'] as const).withDefault('any'),
  expiry: parseAsStringLiteral(EXPIRY_FILTERS).withDefault('any'),
};

function ExpiryBadge({ expiresAt, now }: { expiresAt?: string | null; now: number }) {
  const state = expiryState(expiresAt, now);
  if (state === 'none') return <span className="text-fg-muted">Never</span>;
  const distance = formatRelative(expiresAt, now);
  if (state === 'expired') return <span className="rounded bg-danger-bg px-1.5 py-0.5 text-xs font-medium text-danger">Expired {distance}</span>;
  if (state === 'soon') return <span className="rounded bg-warning-bg px-1.5 py-0.5 text-xs font-medium text-warning">Expires {distance}</span>;
  return <span>Expires {distance}</span>;
}

export function AssignmentsTab({ accountId, canManage, whyHref, preset }: { accountId: string; canManage: boolean; whyHref: (a: Assignment) => string; preset?: Assignment['principal'] | null }) {
  const [filters, setFilters] = useQueryStates(assignmentFilterParsers);
  const assignments = useAssignments(accountId);
  const roles = useRoles(accountId);
  const directory = useDirectory(accountId);
  const revoke = useRevokeAssignment(accountId);
  const projects = useProjects(accountId);
  const [now] = useState(() => Date.now());
  // The grant just made: confirmed in words and pinned to the top of the table, where the user is looking.
  const [created, setCreated] = useState<Assignment | null>(null);
  const roleName = (id: string) => roles.data?.find((r) => r.id === id)?.name ?? id;
  const projectName = (id: string) => projects.data?.find((p) => p.id === id)?.name ?? id;
  const q = filters.principal.trim().toLowerCase();
  const filtered = (assignments.data ?? []).filter((a) => {
    if (q && !`${directory.label(a.principal)} ${a.principal.id}`.toLowerCase().includes(q)) return false;
    if (filters.role && a.role !== filters.role) return false;
    if (filters.scope !== 'any' && a.scope.type !== filters.scope) return false;
    if (filters.object === 'none' ? !!a.object : filters.object !== 'any' && a.object?.type !== filters.object) return false;
    if (filters.expiry !== 'any' && expiryState(a.expires_at, now) !== filters.expiry) return false;
    return true;
  });
  const pinned = created ? filtered.find((a) => a.id === created.id) : undefined;
  const rows = pinned ? [pinned, ...filtered.filter((a) => a !== pinned)] : filtered;
  const scopeLabel = (a: Assignment) => (a.scope.type === 'account' ? 'the whole account' : projectName(a.scope.project_id));
  const columns: DataColumn<Assignment>[] = [
    { id: 'principal', header: 'Principal', width: 'minmax(10rem,2fr)', cell: (a) => <><span className="font-medium">{directory.label(a.principal)}</span> <span className="text-xs text-fg-muted">{directory.kindLabel(a.principal)}</span></> },
    { id: 'role', header: 'Role', width: 'minmax(6rem,1fr)', cell: (a) => roleName(a.role) },
    {
      id: 'scope', header: 'Scope · object', width: 'minmax(9rem,1.5fr)',
      cell: (a) => (
        <>
          <span className="block">{a.scope.type === 'account' ? 'Whole account' : <span title={a.scope.project_id}>{projectName(a.scope.project_id)}</span>}</span>
          {a.object && <span className="block text-xs text-fg-muted">{a.object.type} {a.object.id}</span>}
        </>
      ),
    },
    { id: 'granted-by', header: 'Granted by', width: 'minmax(7rem,1fr)', cell: (a) => <span className="text-fg-muted">{a.granted_by ? directory.label({ type: 'user', id: a.granted_by }) : 'Seeded'}</span> },
    { id: 'expiry', header: 'Expiry', width: 'minmax(8rem,1.2fr)', cell: (a) => <ExpiryBadge expiresAt={a.expires_at} now={now} /> },
    {
      id: 'actions', header: <span className="sr-only">Actions</span>, width: canManage ? '10rem' : '4.5rem', align: 'end', hideLabelWhenStacked: true,
      cell: (a) => (
        <span className="flex items-center justify-end gap-1">
          <Link href={whyHref(a)} className={buttonClass('ghost', 'sm')}>Why?</Link>
          {canManage && (
            <ConfirmButton label="Revoke" aria-label={`Revoke ${roleName(a.role)} from ${directory.label(a.principal)}`} title="Revoke this assignment?" description={`${directory.label(a.principal)} loses ${roleName(a.role)} on ${scopeLabel(a)}${a.object ? ` (${a.object.type} ${a.object.id})` : ''}. This takes effect at once.`} confirmLabel="Revoke" onConfirm={() => revoke.mutateAsync(a.id)} />
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-label="Assignments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor="filter-principal" className="text-sm font-medium">Principal</label>
          <input id="filter-principal" type="search" value={filters.principal} onChange={(e) => setFilters({ principal: e.target.value || null })} placeholder="Name or id" className="h-9 rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring" />
        </div>
        <SelectField label="Role" value={filters.role} onChange={(e) => setFilters({ role: e.target.value || null })}>
          <option value="">Any role</option>
          {(roles.data ?? []).map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
        </SelectField>
        <SelectField label="Scope" value={filters.scope} onChange={(e) => setFilters({ scope: e.target.value as 'any' })}>
          <option value="any">Any scope</option><option value="account">Account</option><option value="project">Project</option>
        </SelectField>
        <SelectField label="Object" value={filters.object} onChange={(e) => setFilters({ object: e.target.value as 'any' })}>
          <option value="any">Any</option><option value="none">Not narrowed</option><option value="agent">Agent</option><option value="skill">Skill</option>
        </SelectField>
        <SelectField label="Expiry" value={filters.expiry} onChange={(e) => setFilters({ expiry: e.target.value as 'any' })}>
          <option value="any">Any</option><option value="active">Active</option><option value="soon">Expiring soon</option><option value="expired">Expired</option><option value="none">Never expires</option>
        </SelectField>
        {canManage && <CreateAssignmentDialog key={preset ? `${preset.type}:${preset.id}` : 'new'} accountId={accountId} entries={directory.entries} preset={preset} onCreated={setCreated} />}
      </div>
      {created && (
        <p role="status" data-created-assignment={created.id} className="rounded-md border border-success/40 bg-success-bg px-3 py-2 text-sm">
          Granted {roleName(created.role)} to {directory.label(created.principal)} on {scopeLabel(created)}{created.object ? ` (${created.object.type} ${created.object.id})` : ''}.{' '}
          {!pinned && 'The current filters hide it.'}
        </p>
      )}
      {!canManage && <p className="text-sm text-fg-muted">You can read access here. Changing it needs the account.iam.manage permission (account owners and admins).</p>}
      {queryWaiting(assignments, <div className="flex flex-col gap-2">{[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-10 w-full" />)}</div>) ?? (rows.length === 0 ? (
        <EmptyState title={(assignments.data ?? []).length === 0 ? 'No assignments yet' : 'No assignment matches these filters'}>
          {(assignments.data ?? []).length === 0 ? 'Grant access to give someone a role.' : 'Clear a filter to see more.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-xs text-fg-muted" aria-live="polite">{rows.length.toLocaleString('en-US')} of {(assignments.data ?? []).length.toLocaleString('en-US')} assignments</p>
          <DataTable label="Assignments" what="assignment" columns={columns} rows={rows} rowKey={(a) => a.id} virtualize estimateRowHeight={52} maxHeight="60vh"
            rowData={(a) => ({ 'data-assignment': a.id, 'data-expiry': expiryState(a.expires_at, now), 'data-new': a.id === created?.id ? 'true' : undefined })} />
        </>
      ))}
    </section>
  );
}
