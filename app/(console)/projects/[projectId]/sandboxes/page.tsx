import type { Metadata } from 'next';
import { SandboxesPage } from '@/components/sandboxes/sandboxes-page';

export const metadata: Metadata = { title: 'Sandboxes' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <SandboxesPage projectId={projectId} />;
}
