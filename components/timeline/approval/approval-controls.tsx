'use client';

import { useId, useState } from 'react';
import type { Approval, ApprovalDecision, ApprovalScope } from '@/lib/contract/types-approvals';
import { useResolveApproval } from '@/lib/sdk/react/approvals';
import { describeError } from '@/lib/errors/describe-error';
import { Button } from '@/components/ui/button';

const SCOPES: Array<{ value: ApprovalScope; label: (tool: string) => string }> = [
  { value: 'once', label: () => 'Only this call' },
  { value: 'session', label: (tool) => `Every ${tool} call in this session` },
  { value: 'session_all', label: () => 'Every tool call in this session' },
];

export interface ApprovalControlsProps {
  projectId: string;
  approval: Approval;
  /** False when the caller neither owns the session nor manages the project: the controls explain instead. */
  canResolve: boolean;
  onResolved?: (approval: Approval) => void;
}

/** Approve (with a scope) or deny one pending tool call: the inbox and the timeline use this one component. */
export function ApprovalControls({ projectId, approval, canResolve, onResolved }: ApprovalControlsProps) {
  const [scope, setScope] = useState<ApprovalScope>('once');
  const resolve = useResolveApproval(projectId);
  const name = useId();
  if (!canResolve) {
    return <p className="text-sm text-fg-muted">Waiting for {approval.session_owner.name} or a project manager to answer.</p>;
  }
  // mutateAsync, not mutate's callbacks: the answered entry leaves the list (and unmounts) as the lists refresh.
  const answer = (decision: ApprovalDecision) =>
    resolve
      .mutateAsync({ executionId: approval.id, sessionId: approval.session_id, decision, scope: decision === 'approve' ? scope : 'once' })
      .then((result) => onResolved?.(result), () => undefined);
  const error = resolve.error ? describeError(resolve.error) : null;
  return (
    <div className="flex flex-col gap-2" data-approval-controls={approval.id}>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 text-xs font-medium text-fg-muted">If approved, allow</legend>
        {SCOPES.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input type="radio" name={name} value={option.value} checked={scope === option.value} onChange={() => setScope(option.value)} disabled={resolve.isPending} />
            {option.label(approval.tool)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="sm" pending={resolve.isPending && resolve.variables?.decision === 'approve'} disabled={resolve.isPending} onClick={() => answer('approve')}>
          Approve
        </Button>
        <Button variant="secondary" size="sm" pending={resolve.isPending && resolve.variables?.decision === 'deny'} disabled={resolve.isPending} onClick={() => answer('deny')}>
          Deny
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error.title}: {error.detail}
        </p>
      )}
    </div>
  );
}
