import { Suspense, type ReactNode } from 'react';
import { UrlState } from '@/components/url-state';
import { ConnectorsTabs } from '@/components/connectors/connectors-tabs';

export default function ConnectorsLayout({ children }: { children: ReactNode }) {
  return (
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
  );
}
