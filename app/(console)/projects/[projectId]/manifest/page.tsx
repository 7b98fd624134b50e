import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { prefetchManifest } from '@/lib/bff/manifest-prefetch';

export default async function ManifestPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const initial = await prefetchManifest(projectId);
  return <ManifestEditor projectId={projectId} initial={initial} />;
}
