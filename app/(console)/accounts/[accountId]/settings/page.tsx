import type { Metadata } from 'next';
import { AccountSettingsPage } from '@/components/accounts/account-settings-page';
import { accountRoleTable } from '@/lib/iam/account-role';

export const metadata: Metadata = { title: 'Account settings' };

export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  return <AccountSettingsPage accountId={accountId} roles={accountRoleTable(['account.update', 'account.billing.read'])} />;
}
