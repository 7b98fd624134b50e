'use client';

import { useState, type FormEvent } from 'react';
import type { PermissionRow, Role } from '@/lib/contract/types';
import { expandedPermissions } from '@/lib/iam';
import { describeError } from '@/lib/errors/describe-error';
import { useAccount, useCreateRole, usePermissionCatalog, useRoles } from '@/lib/sdk/react/account-access';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { ErrorState, Skeleton } from '@/components/ui/states';

function groupByArea(catalog: readonly PermissionRow[]) {
  const areas = new Map<string, PermissionRow[]>();
  for (const row of catalog) areas.set(row.area, [...(areas.get(row.area) ?? []), row]);
  return [...areas.entries()];
}

function cell(role: Role, row: PermissionRow, catalog: readonly PermissionRow[]): 'direct' | 'implied' | null {
  const direct = role.permissions ?? [];
  if (direct.includes(row.action)) return 'direct';
  return expandedPermissions({ id: role.id, permissions: direct, custom: role.custom }, catalog).has(row.action) ? 'implied' : null;
}

const MARK = { direct: '●', implied: '○' } as const;
const SAID = { direct: 'held', implied: 'implied', none: 'not held' } as const;

function columns(roles: readonly Role[], catalog: readonly PermissionRow[]): DataColumn<PermissionRow>[] {
  return [
    {
      id: 'permission',
      header: 'Permission',
      width: 'minmax(14rem,2fr)',
      cell: (row) => <span className="font-mono text-xs" title={row.description}>{row.action}{row.delegable ? '' : ' †'}</span>,
    },
    ...roles.map((role): DataColumn<PermissionRow> => ({
      id: `role:${role.id}`,
      header: <span className="block @3xl:text-center">{role.name}{role.custom ? ' (custom)' : ''}</span>,
      width: 'minmax(0,1fr)',
      cell: (row) => {
        const held = cell(role, row, catalog);
        return (
          <span className="block @3xl:text-center" data-held={held ?? 'none'}>
            <span aria-hidden className={held ? undefined : 'text-fg-muted'}>{held ? MARK[held] : '–'}</span>
            <span className="sr-only">{SAID[held ?? 'none']}</span>
          </span>
        );
      },
    })),
  ];
}

/** Roles × permissions, grouped by area: ● held, ○ implied through another permission. */
export function RolesTab({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const roles = useRoles(accountId);
  const catalog = usePermissionCatalog(accountId);
  if (roles.isLoading || catalog.isLoading) return <Skeleton className="h-64 w-full" />;
  if (roles.isError || catalog.isError) return <ErrorState error={roles.error ?? catalog.error} onRetry={() => { roles.refetch(); catalog.refetch(); }} />;
  const list = roles.data ?? [];
  const rows = catalog.data ?? [];
  return (
    <section aria-label="Roles" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">● held by the role · ○ implied by a held permission · † not delegable</p>
        {canManage && <CustomRoleDialog accountId={accountId} catalog={rows} />}
      </div>
      {/* The page scrolls, not the table: its rows hold nothing to focus, and a scroll box needs a focusable stop (axe). */}
      <DataTable label="Permissions of each role" what="permission" columns={columns(list, rows)} rows={groupByArea(rows).flatMap(([, areaRows]) => areaRows)} rowKey={(row) => row.action} rowData={(row) => ({ 'data-permission': row.action })} maxHeight="none" />
    </section>
  );
}

function CustomRoleDialog({ accountId, catalog }: { accountId: string; catalog: readonly PermissionRow[] }) {
  const account = useAccount(accountId);
  const create = useCreateRole(accountId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const entitled = account.data?.entitlements.includes('rbac') ?? false;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Name the role');
    if (chosen.length === 0) return setError('Choose at least one permission');
    try {
      await create.mutateAsync({ name: name.trim(), permissions: chosen });
      setOpen(false);
      setName('');
      setChosen([]);
      setError(null);
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }
  return (
    <Modal open={open} onOpenChange={(o) => { setOpen(o); setError(null); }} title="New custom role" trigger={<Button size="sm">New custom role</Button>}
      description={entitled ? 'A custom role is a set of project permissions; assign it like any other role.' : 'Custom roles need the rbac entitlement on this account.'}>
      {!entitled ? (
        <div role="alert" data-entitlement="rbac" className="rounded-md border border-warning/40 bg-warning-bg p-3 text-sm">
          <p className="font-medium">This account does not include custom roles.</p>
          <p className="mt-1">The platform answers 402 <code>entitlement_required</code> for custom roles on accounts without the <code>rbac</code> entitlement. Use the built-in Manager and Member roles, narrowed to an agent or skill where needed, or ask your platform contact to enable rbac.</p>
          <div className="mt-3 flex justify-end"><ModalClose asChild><Button size="sm">Close</Button></ModalClose></div>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
          <fieldset className="max-h-64 overflow-y-auto rounded-md border border-border p-2 text-sm">
            <legend className="px-1 text-sm font-medium">Permissions</legend>
            {catalog.filter((row) => row.scope_type === 'project').map((row) => (
              <label key={row.action} className="flex items-center gap-2 py-0.5 font-mono text-xs">
                <input type="checkbox" checked={chosen.includes(row.action)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, row.action] : c.filter((a) => a !== row.action)))} />
                {row.action}
              </label>
            ))}
          </fieldset>
          {error && <p role="alert" className="text-sm text-danger">{error}</p>}
          <div className="flex justify-end gap-2">
            <ModalClose asChild><Button size="sm">Cancel</Button></ModalClose>
            <Button type="submit" variant="primary" size="sm" pending={create.isPending}>Create role</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
