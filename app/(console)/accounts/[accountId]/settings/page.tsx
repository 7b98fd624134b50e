import type { Metadata } from 'next';
import { AccountSettingsPage } from '@/components/accounts/account-settings-page';

export const metadata: Metadata = { title: 'Account settings' };

export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  return <AccountSettingsPage accountId={accountId} />;
}
