'use client';

import { lazy, Suspense } from 'react';
import { BrandLink } from './brand-link';
import { useCurrentAccount } from './use-current-account';

// Only an account whose plan includes branding (Enterprise) reads it: that reader and its query load for such an
// account alone, not with every page.
const AccountBrandMark = lazy(() => import('./account-brand-mark').then((m) => ({ default: m.AccountBrandMark })));

/**
 * The top bar's name and logo: the current account's branding when its plan includes it, else the console's own name
 * (also while the branding loads). An account without the entitlement is never asked for its branding.
 */
export function BrandMark() {
  const { account } = useCurrentAccount();
  const plain = <BrandLink />;
  if (!account?.entitlements.includes('branding')) return plain;
  return (
    <Suspense fallback={plain}>
      <AccountBrandMark accountId={account.id} />
    </Suspense>
  );
}
