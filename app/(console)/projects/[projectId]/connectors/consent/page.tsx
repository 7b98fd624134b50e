import type { Metadata } from 'next';
import { ConsentPage } from '@/components/connectors/consent-page';

export const metadata: Metadata = { title: 'Connect an app' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ConsentPage projectId={projectId} />;
}
