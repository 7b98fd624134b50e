import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountRoleAllows, accountRoleTable } from '@/lib/iam/account-role';
import { roleTableAllows } from '@/lib/iam/role-table';

const ACTIONS = ['account.update', 'account.billing.read', 'account.iam.manage', 'account.read', 'project.read', 'not.an.action'];

describe('the account role table a server page hands to the browser', () => {
  it('decides exactly as the role catalog, for every account role and action', () => {
    const table = accountRoleTable(ACTIONS);
    for (const role of ['owner', 'admin', 'member']) {
      for (const action of ACTIONS) expect(roleTableAllows(table, role, action), `${role} ${action}`).toBe(accountRoleAllows(role, action));
    }
    // The catalog's own distinctions come through (not all true, not all false).
    expect(roleTableAllows(table, 'owner', 'account.update')).toBe(true);
    expect(roleTableAllows(table, 'member', 'account.update')).toBe(false);
  });

  it('survives serialization to the browser (a server component prop)', () => {
    const table = accountRoleTable(['account.update', 'account.billing.read']);
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('allows nothing it does not list, and never throws on malformed input', () => {
    const table = accountRoleTable(['account.update']);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (anyTable, role, action) => {
        expect(typeof roleTableAllows(anyTable, role, action)).toBe('boolean');
        if (role !== 'owner' && role !== 'admin' && role !== 'member') expect(roleTableAllows(table, role, action)).toBe(false);
        if (action !== 'account.update') expect(roleTableAllows(table, role, action)).toBe(false);
      }),
    );
    for (const role of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(roleTableAllows(table, role, 'account.update')).toBe(false);
  });
});
