import type { Metadata } from 'next';
import { SessionList } from '@/components/sessions/session-list';

export const metadata: Metadata = { title: 'Sessions' };

export default async function SessionsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <SessionList projectId={projectId} />;
}
