import type { Metadata } from 'next';
import { SetupLinksPage } from '@/components/connectors/setup-links-page';

export const metadata: Metadata = { title: 'Setup links' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <SetupLinksPage projectId={projectId} />;
}
