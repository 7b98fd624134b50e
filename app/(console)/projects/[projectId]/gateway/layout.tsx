import { Suspense, type ReactNode } from 'react';
import { GatewayTabs } from '@/components/gateway/gateway-tabs';
import { UrlState } from '@/components/url-state';

export default function GatewayLayout({ children }: { children: ReactNode }) {
  return (
    <UrlState>
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
    </UrlState>
  );
}
