'use client';

import Link from 'next/link';
import { lazy, Suspense } from 'react';
import type { Account } from '@/lib/contract/types';
import type { Branding } from '@/lib/contract/types-iam';
import { roleTableAllows, type AccountRoleTable } from '@/lib/iam/role-table';
import { useBranding } from '@/lib/sdk/react/branding';
import { queryWaiting } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/states';

// The editor (uploads, previews, the name form) loads for an owner or admin of an entitled account only.
const BrandingEditor = lazy(() => import('./branding-editor').then((m) => ({ default: m.BrandingEditor })));

/** What each account role may do here, decided on the server (lib/iam/role-table.ts). */
export type BrandingRoles = AccountRoleTable<'account.update' | 'account.billing.read'>;

/** The account's branding (Enterprise): app name and logos with a preview, upload, remove and reset. */
export function BrandingSection({ account, roles }: { account: Account; roles: BrandingRoles }) {
  // The plan's entitlement is on the account itself: an account without it is never asked for its branding, and its
  // section says so at once (no placeholder that a shorter note then replaces).
  const entitled = account.entitlements.includes('branding');
  const branding = useBranding(account.id, entitled);
  const canWrite = roleTableAllows(roles, account.role, 'account.update');
  const canSeePlans = roleTableAllows(roles, account.role, 'account.billing.read');
  const waiting = entitled ? queryWaiting(branding, <Skeleton className="mt-2 h-24 w-full" />) : null;
  const shown = entitled ? branding.data : undefined;
  return (
    <section aria-labelledby="account-branding" className="rounded-lg border border-border p-4" data-branding={!entitled || shown?.entitled === false ? 'not-entitled' : shown ? 'entitled' : 'loading'}>
      <h2 id="account-branding" className="font-medium">Branding</h2>
      <p className="text-sm text-fg-muted">The name and logo the console shows to everyone in this account.</p>
      {waiting ?? (!entitled || shown?.entitled === false ? <Upsell account={account} canSeePlans={canSeePlans} /> : shown && <BrandingBody account={account} branding={shown} canWrite={canWrite} />)}
    </section>
  );
}

function Upsell({ account, canSeePlans }: { account: Account; canSeePlans: boolean }) {
  return (
    <p className="mt-2 text-sm" data-branding-upsell>
      Branding is an Enterprise feature; this account is not on it.{' '}
      {canSeePlans ? (
        <Link href={`/accounts/${account.id}/billing`} className="underline underline-offset-2">See plans</Link>
      ) : (
        'An owner can upgrade the account.'
      )}
    </p>
  );
}

function BrandingBody({ account, branding, canWrite }: { account: Account; branding: Branding; canWrite: boolean }) {
  if (!canWrite) return <p className="mt-2 text-sm">App name: {branding.app_name ?? 'the console default'}. Owners and admins change the branding.</p>;
  return (
    <Suspense fallback={<Skeleton className="mt-3 h-48 w-full" />}>
      <BrandingEditor accountId={account.id} branding={branding} />
    </Suspense>
  );
}
