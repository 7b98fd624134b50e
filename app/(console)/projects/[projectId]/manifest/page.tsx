import { ManifestEditor } from '@/components/manifest/manifest-editor';

export default async function ManifestPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ManifestEditor projectId={projectId} />;
}
