import type { Metadata } from 'next';
import { TriggersPage } from '@/components/triggers/triggers-page';

export const metadata: Metadata = { title: 'Triggers' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <TriggersPage projectId={projectId} />;
}
