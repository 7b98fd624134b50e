import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { SessionCostsPage } from '@/components/billing/session-costs-page';
import { refuseClosedScope } from '@/lib/bff/scope-page';
import { readBillingForPage } from '@/lib/bff/server-platform';

export const metadata: Metadata = { title: 'Session costs' };

export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  refuseClosedScope(await readBillingForPage(accountId));
  return (
    <UrlState>
      <SessionCostsPage accountId={accountId} />
    </UrlState>
  );
}
