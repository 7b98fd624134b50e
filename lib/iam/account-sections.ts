// The account's sections a role opens: beside lib/iam/sections.ts (the project's), apart because this rule reads the
// role catalog, which the project navigation does not need to load.
import { accountRoleAllows } from './account-role';

/** Account sections, by their path below `/accounts/{id}`, decided by the account role. */
export const ACCOUNT_SECTION_PERMISSIONS: Readonly<Record<string, string>> = {
  '/access': 'account.iam.read',
  '/audit': 'account.audit.read',
  '/billing': 'account.billing.read',
  '/settings': 'account.read',
};

/** Whether an account role (owner, admin, member; anything else opens nothing) opens an account section. */
export function canOpenAccountSection(role: unknown, href: string): boolean {
  const action = Object.hasOwn(ACCOUNT_SECTION_PERMISSIONS, href) ? ACCOUNT_SECTION_PERMISSIONS[href] : undefined;
  return typeof role === 'string' && action !== undefined && (action === 'account.read' || accountRoleAllows(role, action));
}
