import type { AccountRole } from '@/lib/contract/types';

/**
 * Which of a page's account actions each account role holds, decided on the server by the role catalog
 * (`accountRoleTable` in lib/iam/account-role.ts) and handed to the page's client components, so that the browser
 * decides by the caller's role without downloading the catalog.
 */
export type AccountRoleTable<A extends string = string> = Readonly<Record<AccountRole, Readonly<Record<A, boolean>>>>;

/** Whether `role` holds `action` by the table; anything unknown (a role or an action it does not list) is false. */
export function roleTableAllows(table: unknown, role: unknown, action: unknown): boolean {
  if (typeof table !== 'object' || table === null || typeof role !== 'string' || typeof action !== 'string') return false;
  const row: unknown = Object.hasOwn(table, role) ? (table as Record<string, unknown>)[role] : undefined;
  if (typeof row !== 'object' || row === null || !Object.hasOwn(row, action)) return false;
  return (row as Record<string, unknown>)[action] === true;
}
