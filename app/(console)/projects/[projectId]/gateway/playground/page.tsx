import type { Metadata } from 'next';
import { PlaygroundPage } from '@/components/gateway/playground/playground-page';

export const metadata: Metadata = { title: 'Gateway playground' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <PlaygroundPage projectId={projectId} />;
}
