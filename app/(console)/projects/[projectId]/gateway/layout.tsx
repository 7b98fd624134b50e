import { Suspense, type ReactNode } from 'react';
import { GatewayTabs } from '@/components/gateway/gateway-tabs';
import { UrlState } from '@/components/url-state';
import { seedProjectDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

type Props = { children: ReactNode; params: Promise<{ projectId: string }> };

/** The tabs show only what the user can open; the project's permissions are read here so the server's tabs are the browser's. */
export default async function GatewayLayout({ children, params }: Props) {
  const seed = await seedProjectDetail((await params).projectId);
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-xl font-semibold">Model gateway</h1>
            <p className="text-sm text-fg-muted">Model traffic of this project: usage, spend, request logs, errors and budgets; its keys, routing and a playground.</p>
          </div>
          <Suspense fallback={<div className="h-10 border-b border-border" />}>
            <GatewayTabs />
          </Suspense>
          {children}
        </div>
      </QuerySeed>
    </UrlState>
  );
}
