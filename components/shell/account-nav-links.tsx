'use client';

import type { Account } from '@/lib/contract/types';
import { canOpenAccountSection } from '@/lib/iam/account-sections';
import { ACCOUNT_NAV } from './nav-items';
import { NavLink } from './nav-link';

/** The current account's sections its role opens (none until the account is known). */
export default function AccountNavLinks({ account, isActive }: { account: Pick<Account, 'id' | 'role'> | null; isActive: (href: string, exact: boolean) => boolean }) {
  if (!account) return null;
  return ACCOUNT_NAV.filter((item) => canOpenAccountSection(account.role, item.href)).map((item) => {
    const href = `/accounts/${account.id}${item.href}`;
    return <NavLink key={href} href={href} label={item.label} active={isActive(href, false)} />;
  });
}
