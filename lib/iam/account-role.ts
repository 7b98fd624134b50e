import { BUILT_IN_ROLES, PERMISSION_CATALOG, accountRoleId } from '@/lib/contract/permissions';
import { expandedPermissions } from './catalog-closure';

/** Whether an account role (owner, admin, member) holds an account action, by the same catalog the platform uses. */
export function accountRoleAllows(role: string | null | undefined, action: string): boolean {
  const builtIn = BUILT_IN_ROLES.find((r) => r.id === accountRoleId(String(role)));
  return builtIn ? expandedPermissions(builtIn, PERMISSION_CATALOG).has(action) : false;
}
