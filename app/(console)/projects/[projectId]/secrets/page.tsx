import type { Metadata } from 'next';
import { SecretsPage } from '@/components/secrets/secrets-page';

export const metadata: Metadata = { title: 'Secrets' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <SecretsPage projectId={projectId} />;
}
