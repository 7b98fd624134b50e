import { accountRoleId } from '@/lib/contract/permissions';
import type { AccountRole } from '@/lib/contract/types';
import type { IamAssignment } from './types';

/** An account membership is an account-scope assignment of the account role it holds (docs/ACCESS.md). */
export function membershipAssignment(accountId: string, userId: string, role: AccountRole): IamAssignment {
  return { id: `membership:${accountId}:${userId}`, account_id: accountId, principal: { type: 'user', id: userId }, role: accountRoleId(role), scope: { type: 'account' }, source: 'membership' };
}
