import { BUILT_IN_ROLES, PERMISSION_CATALOG, accountRoleId } from '@/lib/contract/permissions';
import type { AccountRole } from '@/lib/contract/types';
import { expandedPermissions } from './catalog-closure';
import type { AccountRoleTable } from './role-table';

/** Whether an account role (owner, admin, member) holds an account action, by the same catalog the platform uses. */
export function accountRoleAllows(role: string | null | undefined, action: string): boolean {
  const builtIn = BUILT_IN_ROLES.find((r) => r.id === accountRoleId(String(role)));
  return builtIn ? expandedPermissions(builtIn, PERMISSION_CATALOG).has(action) : false;
}

// Every account role (a Record, so that a new role in the contract's type must be added here).
const ACCOUNT_ROLES = Object.keys({ owner: true, admin: true, member: true } satisfies Record<AccountRole, true>) as AccountRole[];

/** For a server page: which of `actions` each account role holds, for its client components (lib/iam/role-table.ts). */
export function accountRoleTable<A extends string>(actions: readonly A[]): AccountRoleTable<A> {
  const row = (role: AccountRole) => Object.fromEntries(actions.map((action) => [action, accountRoleAllows(role, action)])) as Record<A, boolean>;
  return Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, row(role)])) as unknown as AccountRoleTable<A>;
}
