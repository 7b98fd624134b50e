import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { AccountAccessPage } from '@/components/access/account-access-page';

export const metadata: Metadata = { title: 'Account access' };

export default async function AccessPage({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  return (
    <UrlState>
      <AccountAccessPage accountId={accountId} />
    </UrlState>
  );
}
