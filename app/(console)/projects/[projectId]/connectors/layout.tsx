import { Suspense, type ReactNode } from 'react';
import { UrlState } from '@/components/url-state';
import { ConnectorsTabs } from '@/components/connectors/connectors-tabs';
import { seedProjectDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

type Props = { children: ReactNode; params: Promise<{ projectId: string }> };

/** The tabs show only what the user can open; the project's permissions are read here so the server's tabs are the browser's. */
export default async function ConnectorsLayout({ children, params }: Props) {
  const seed = await seedProjectDetail((await params).projectId);
  return (
    <QuerySeed state={seed?.state}>
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h1 className="text-xl font-semibold">Connectors</h1>
          <p className="text-sm text-fg-muted">The outside systems agents reach: add and authorize them, try their tools, decide which calls need approval, and hand out one-use setup links.</p>
        </div>
        <ConnectorsTabs />
        <UrlState>
          <Suspense fallback={null}>{children}</Suspense>
        </UrlState>
      </div>
    </QuerySeed>
  );
}
