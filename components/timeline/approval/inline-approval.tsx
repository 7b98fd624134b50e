'use client';

import { useCallApproval } from '@/lib/sdk/react/approvals';
import { useTimeline } from '../timeline-context';
import { ApprovalControls } from './approval-controls';
import { useCanResolve } from './use-can-resolve';

/** Under a pending tool call in the timeline: why it waits, and the inbox's controls to answer it. */
export function InlineApproval({ callId }: { callId: string }) {
  const { projectId, sessionId } = useTimeline();
  const approval = useCallApproval(projectId, sessionId, callId).data;
  const canResolve = useCanResolve(projectId);
  if (!approval) return null;
  return (
    <section aria-label={`Approval for ${approval.tool}`} className="mt-2 flex flex-col gap-2 rounded-md border border-warning/50 bg-warning-bg p-3" data-inline-approval={approval.id}>
      <p className="text-sm">
        <span className="font-medium">Waiting for approval.</span> <span className="text-fg-muted">{approval.reason}.</span>
      </p>
      <ApprovalControls projectId={projectId} approval={approval} canResolve={canResolve(approval)} />
    </section>
  );
}
