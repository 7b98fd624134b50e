import type { Metadata } from 'next';
import { PoliciesPage } from '@/components/connectors/policies-page';

export const metadata: Metadata = { title: 'Tool policies' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <PoliciesPage projectId={projectId} />;
}
