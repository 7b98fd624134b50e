'use client';

// The shell's parts that depend on the current account's role or plan, as one chunk loaded after the shell's first
// render: the account's links (decided by the role catalog, lib/iam/account-sections.ts) and an entitled account's
// branding.
import type { Account } from '@/lib/contract/types';
import { canOpenAccountSection } from '@/lib/iam/account-sections';
import { useBranding } from '@/lib/sdk/react/branding';
import { BrandLink } from './brand-link';
import { ACCOUNT_NAV } from './nav-items';
import { NavLink } from './nav-link';

/** The current account's sections its role opens (none until the account is known). */
export function AccountNavLinks({ account, isActive }: { account: Pick<Account, 'id' | 'role'> | null; isActive: (href: string, exact: boolean) => boolean }) {
  if (!account) return null;
  return ACCOUNT_NAV.filter((item) => canOpenAccountSection(account.role, item.href)).map((item) => {
    const href = `/accounts/${account.id}${item.href}`;
    return <NavLink key={href} href={href} label={item.label} active={isActive(href, false)} />;
  });
}

/** An entitled account's name and logo (`logo_dark` on the dark theme, falling back to `logo`). */
export function AccountBrandMark({ accountId }: { accountId: string }) {
  const branding = useBranding(accountId).data;
  const brand = branding?.account_id === accountId ? branding : undefined;
  const light = brand?.assets.logo?.data_url;
  const dark = brand?.assets.logo_dark?.data_url ?? light;
  return <BrandLink name={brand?.app_name ?? undefined} light={light} dark={dark} branded={Boolean(brand?.app_name || light)} />;
}
