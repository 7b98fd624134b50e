import type { Metadata } from 'next';
import { ApprovalsInbox } from '@/components/approvals/approvals-inbox';

export const metadata: Metadata = { title: 'Approvals' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ApprovalsInbox projectId={projectId} />;
}
