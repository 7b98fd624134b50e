import type { Reason } from './types';

/** One sentence for a reason, as the console's explainer shows it. Unknown kinds degrade to a generic line. */
export function describeReason(reason: Reason): string {
  switch (reason?.kind) {
    case 'grant': {
      const chain = reason.chain.length > 1 ? ` (${reason.chain.join(' → ')})` : '';
      if (reason.via === 'object') return `Assignment ${reason.assignment_id} grants role ${reason.role} on this object${chain}.`;
      if (reason.via === 'object_reveals_project') return `Assignment ${reason.assignment_id} is narrowed to one object; it lets its holder see the project that object lives in.`;
      const from = reason.source === 'membership' ? 'The account membership' : `Assignment ${reason.assignment_id}`;
      return `${from} grants role ${reason.role}${chain}.`;
    }
    case 'unknown_action':
      return `${reason.action} is not in the permission catalog.`;
    case 'no_assignment':
      return 'No assignment names this principal, or one of its groups, on this resource.';
    case 'role_lacks_action':
      return `Assignment ${reason.assignment_id} holds role ${reason.role}, which does not include this action.`;
    case 'expired':
      return `Assignment ${reason.assignment_id} (role ${reason.role}) expired at ${reason.expired_at}; expired assignments grant nothing.`;
    case 'object_narrowing':
      return `Assignment ${reason.assignment_id} (role ${reason.role}) is narrowed to ${reason.object.type} ${reason.object.id}; it grants nothing elsewhere.`;
    case 'agent_closed':
      return `Agent ${reason.agent} is closed by default: an assignment must name this principal, or one of its groups, on the agent.`;
    case 'project_scoped_token':
      return `The token is scoped to project ${reason.token_project}; every other project is refused.`;
    case 'missing_entitlement':
      return `Assignment ${reason.assignment_id} uses the custom role ${reason.role}, which needs the account entitlement ${reason.entitlement}.`;
    case 'unknown_role':
      return `Assignment ${reason.assignment_id} names role ${reason.role}, which does not exist.`;
    case 'private_session':
      return `The session is private to ${reason.owner}: only its owner opens it (project managers open trigger-created ones).`;
    case 'session_agent':
      return reason.agent
        ? `The session belongs to agent ${reason.agent}: an assignment narrowed to an agent reads only that agent's sessions.`
        : 'The session names no agent: only project-wide readers open it.';
    case 'deleted_session':
      return 'The session was deleted: only project managers (of the project, or of its agent) open it.';
    case 'account_scoped_token':
      return `The token was minted for account ${reason.token_account}; every other account is refused.`;
    default:
      return 'A rule this console does not know yet decided this.';
  }
}
