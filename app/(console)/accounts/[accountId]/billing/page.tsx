import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { BillingPage } from '@/components/billing/billing-page';
import { refuseClosedScope } from '@/lib/bff/scope-page';
import { readBillingForPage } from '@/lib/bff/server-platform';

export const metadata: Metadata = { title: 'Billing' };

/** Owners and admins read billing; a member gets a real 403 before anything renders. */
export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  refuseClosedScope(await readBillingForPage(accountId));
  return (
    <UrlState>
      <BillingPage accountId={accountId} />
    </UrlState>
  );
}
