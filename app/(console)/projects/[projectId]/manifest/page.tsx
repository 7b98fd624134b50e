import type { Metadata } from 'next';
import { ManifestEditor } from '@/components/manifest/manifest-editor';

export const metadata: Metadata = { title: 'Manifest' };

export default async function ManifestPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ManifestEditor projectId={projectId} />;
}
