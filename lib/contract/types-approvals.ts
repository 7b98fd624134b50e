import type { SessionSummary } from './types';
import type { ToolPart } from './wire';

export type ApprovalDecision = 'approve' | 'deny';
/** `once`: this call only; `session`: further calls of the same tool in the session; `session_all`: every tool in the session. */
export type ApprovalScope = 'once' | 'session' | 'session_all';
export type ApprovalStatus = 'pending' | 'approved' | 'denied';

/** A tool call that waits (or waited) for a person's permission; `id` is the execution id `resolve` takes. */
export interface Approval {
  id: string;
  project_id: string;
  session_id: string;
  session_title: string;
  /** Owner of the session: the person the agent works for. */
  session_owner: { id: string; name: string };
  message_id: string;
  call_id: string;
  tool: string;
  /** The tool part as the session shows it (state `pending` while it waits), for the tool view model. */
  part: ToolPart;
  status: ApprovalStatus;
  /** Why the call needs approval: a connector tool policy (`connector:slug match`) or the agent's permission rule. */
  reason: string;
  requested_at: string;
  resolved_at: string | null;
  resolved_by: { id: string; name: string } | null;
  decision: ApprovalDecision | null;
  scope: ApprovalScope | null;
}

/** A session with tool calls waiting for approval. */
export interface SessionNeedingInput extends SessionSummary {
  pending_approvals: number;
  oldest_requested_at: string;
}
