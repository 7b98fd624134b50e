'use client';

import type { ProjectDetail } from '@/lib/contract/types';
import { useProjectDetail } from '@/lib/sdk/react/projects';

/** What the caller may see and change in the gateway, from the project's permissions (`initial`: read on the server). */
export function useGatewayAccess(projectId: string, initial?: { data: ProjectDetail; at: number }) {
  const detail = useProjectDetail(projectId, true, initial);
  const permissions = detail.data?.permissions ?? [];
  return {
    detail,
    canReadLogs: permissions.includes('project.gateway.logs.read'),
    canReadSpend: permissions.includes('project.gateway.spend.read'),
    canSetBudgets: permissions.includes('project.gateway.budget.set'),
  };
}

/** The 403 state of a gateway page: which permission it needs and who usually has it. */
export function GatewayForbidden({ permission, what }: { permission: string; what: string }) {
  return (
    <div role="alert" data-gateway-forbidden className="rounded-lg border border-border p-4 text-sm">
      <p className="font-medium">You cannot see {what}</p>
      <p className="mt-1 text-fg-muted">
        It needs the <code>{permission}</code> permission, which project managers have. Ask a manager of this project for it.
      </p>
    </div>
  );
}
