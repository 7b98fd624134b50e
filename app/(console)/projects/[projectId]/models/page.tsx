import type { Metadata } from 'next';
import { ModelsPage } from '@/components/models/models-page';

export const metadata: Metadata = { title: 'Models' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ModelsPage projectId={projectId} />;
}
