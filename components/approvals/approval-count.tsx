'use client';

import { APPROVALS_POLL_MS, useApprovals } from '@/lib/sdk/react/approvals';

/** The number of pending approvals, for the project navigation; nothing when none wait or they cannot be read. */
export function ApprovalCount({ projectId }: { projectId: string }) {
  const pending = useApprovals(projectId, {}, { pollMs: APPROVALS_POLL_MS.count });
  const count = pending.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-warning-bg px-1.5 text-xs font-medium tabular-nums text-warning" data-approval-count={count}>
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}
