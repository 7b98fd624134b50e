'use client';

import { useAccounts } from '@/lib/sdk/react/account-list';
import { setAccountId, useChosenAccountId } from '@/lib/auth-client/account-store';

/** The chosen account, falling back to the first one the user has (derived, never copied into the store). */
export function useCurrentAccount() {
  const accounts = useAccounts();
  const chosenId = useChosenAccountId();
  const list = accounts.data ?? [];
  const account = list.find((a) => a.id === chosenId) ?? list[0] ?? null;
  return { account, accounts: list, query: accounts, setAccountId };
}
