'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useCurrentAccount } from './use-current-account';

// Only an account whose plan includes branding (Enterprise) reads it: that reader and its query load for such an
// account alone, not with every page.
const AccountBrandMark = lazy(() => import('./account-shell').then((m) => ({ default: m.AccountBrandMark })));

/**
 * The top bar's name and logo: the current account's branding when its plan includes it, else `children` (the
 * console's own name, rendered by the server; also shown while the branding loads). An account without the entitlement
 * is never asked for its branding.
 */
export function BrandMark({ children }: { children: ReactNode }) {
  const { account } = useCurrentAccount();
  if (!account?.entitlements.includes('branding')) return children;
  return (
    <Suspense fallback={children}>
      <AccountBrandMark accountId={account.id} />
    </Suspense>
  );
}
