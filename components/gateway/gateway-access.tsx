'use client';

import type { ProjectDetail } from '@/lib/contract/types';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { ForbiddenNotice } from '@/components/shell/forbidden-notice';

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

/** The 403 state of a gateway page: the console's one forbidden notice (with what is missing and who can grant it). */
export function GatewayForbidden({ permission, what }: { permission: string; what: string }) {
  return (
    <div data-gateway-forbidden>
      <ForbiddenNotice title={`You cannot see ${what}`} permission={permission} />
    </div>
  );
}
