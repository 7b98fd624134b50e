import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { parseManifest } from '@/lib/manifest';
import { manifestInfo } from '@/lib/manifest/editor/manifest-info';
import { prefetchManifest } from '@/lib/bff/manifest-prefetch';

export const metadata: Metadata = { title: 'Manifest' };

export default async function ManifestPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const initial = await prefetchManifest(projectId);
  // Checked here, so the browser needs no parser until an edit starts.
  const check = initial ? parseManifest(initial.file.content, { format: initial.file.path.endsWith('.toml') ? 'toml' : 'yaml' }) : null;
  const initialCheck = initial && check ? { sha: initial.file.sha, result: check, info: manifestInfo(check.ok ? check.manifest : undefined, check.version) } : null;
  return (
    <UrlState>
      <ManifestEditor projectId={projectId} initial={initial} initialCheck={initialCheck} />
    </UrlState>
  );
}
