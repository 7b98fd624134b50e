import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { prefetchManifest } from '@/lib/bff/manifest-prefetch';

export const metadata: Metadata = { title: 'Manifest' };

export default async function ManifestPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const initial = await prefetchManifest(projectId);
  return (
    <UrlState>
      <ManifestEditor projectId={projectId} initial={initial} />
    </UrlState>
  );
}
