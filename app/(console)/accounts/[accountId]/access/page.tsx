import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { seedAccountDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { AccountAccessPage } from '@/components/access/account-access-page';

export const metadata: Metadata = { title: 'Account access' };

export default async function AccessPage({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  // Its header and tabs come with the HTML (the page's largest paint), not after a fetch from the browser.
  const seed = await seedAccountDetail(accountId);
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <AccountAccessPage accountId={accountId} />
      </QuerySeed>
    </UrlState>
  );
}
