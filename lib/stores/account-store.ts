import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface AccountState {
  /** The account the console shows; null until the user's accounts are known. */
  accountId: string | null;
  setAccountId(accountId: string): void;
}

export const useAccountStore = create<AccountState>()(
  persist((set) => ({ accountId: null, setAccountId: (accountId) => set({ accountId }) }), { name: 'console.account' }),
);
