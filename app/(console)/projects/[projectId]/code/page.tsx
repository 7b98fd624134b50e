import type { Metadata } from 'next';
import { Suspense } from 'react';
import { UrlState } from '@/components/url-state';
import { CodePage } from '@/components/code/code-page';

export const metadata: Metadata = { title: 'Code' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">Code</h1>
        <p className="text-sm text-fg-muted">The project’s repository: commits and what each changed, branches, a comparison of any two versions, and the files.</p>
      </div>
      <UrlState>
        <Suspense fallback={null}>
          <CodePage projectId={projectId} />
        </Suspense>
      </UrlState>
    </div>
  );
}
