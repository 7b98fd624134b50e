import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { AuditPage } from '@/components/audit/audit-page';

export const metadata: Metadata = { title: 'Audit log' };

export default async function Page({ params }: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await params;
  return (
    <UrlState>
      <AuditPage accountId={accountId} />
    </UrlState>
  );
}
