import type { Metadata } from 'next';
import { AccountSettingsPage } from '@/components/accounts/account-settings-page';
import { seedAccountDetail } from '@/lib/bff/page-seed';
import { accountRoleTable } from '@/lib/iam/account-role';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Account settings' };

/** The account (the layout's cached read) seeds the page, so its sections are in the HTML. */
export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  const seed = await seedAccountDetail(accountId);
  return (
    <QuerySeed state={seed?.state}>
      <AccountSettingsPage accountId={accountId} roles={accountRoleTable(['account.update', 'account.billing.read'])} />
    </QuerySeed>
  );
}
