'use client';

import { usePlatform } from './context';
import { accountKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

/** Accepts an invite by its token; the new account joins every account list. */
export function useAcceptInvite(inviteId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(() => platform.accountInvites.accept(inviteId), () => [accountKeys.all]);
}

export function useDeclineInvite(inviteId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(() => platform.accountInvites.decline(inviteId), () => []);
}
