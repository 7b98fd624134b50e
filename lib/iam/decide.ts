import { isAssignmentSource } from './assignment-index';
import { expandedPermissions, impliesChain, impliesMap } from './catalog-closure';
import type { Decision, DecisionInput, IamAssignment, IamResource, IamRole, Reason } from './types';

/** Object kinds whose assignments the platform enforces (spec: "Object assignments are enforced on agents and skills"). */
export const ENFORCED_OBJECTS = new Set(['agent', 'skill']);

function projectOf(resource: IamResource): string | undefined {
  return resource.type === 'account' ? undefined : resource.projectId;
}

function candidatesOf(input: DecisionInput): IamAssignment[] {
  const { principal } = input;
  const source = isAssignmentSource(input.assignments) ? input.assignments : undefined;
  const list = source ? undefined : Array.isArray(input.assignments) ? (input.assignments as IamAssignment[]) : [];
  const lookup = (type: IamAssignment['principal']['type'], id: string) =>
    source ? source.forPrincipal(type, id) : list!.filter((a) => a?.principal?.type === type && a.principal.id === id);
  const groups = principal.type === 'user' && Array.isArray(principal.groups) ? principal.groups : [];
  const out = [...lookup(principal.type, principal.id)];
  for (const group of groups) out.push(...lookup('group', group));
  return out.filter((a) => a && a.account_id === input.resource.accountId);
}

function inScope(a: IamAssignment, resource: IamResource): boolean {
  if (a.scope?.type === 'account') return true;
  return a.scope?.type === 'project' && a.scope.project_id === projectOf(resource);
}

function roleTable(roles: DecisionInput['roles']): ReadonlyMap<string, IamRole> {
  if (roles instanceof Map) return roles;
  return new Map((Array.isArray(roles) ? roles : []).filter((r) => r && typeof r.id === 'string').map((r) => [r.id, r]));
}

const isExpired = (a: IamAssignment, now: number) => !!a.expires_at && !(Date.parse(a.expires_at) > now);

/**
 * The access decision: may `principal` do `action` on `resource`? Pure, never throws. `because` holds the grants
 * (assignment → role → permission chain) when allowed, and every blocker found when refused. docs/ACCESS.md has the rules.
 */
export function decide(input: DecisionInput): Decision {
  try {
    return decideUnchecked(input);
  } catch {
    return { allowed: false, because: [{ kind: 'no_assignment' }] };
  }
}

/** The permission that lets a project manager open trigger-created private sessions. */
export const SESSION_MANAGER_ACTION = 'project.members.manage';

/** Allowed by a grant that carries the action itself (a grant that only reveals the project's name does not). */
const grantsAction = (d: Decision) => d.allowed && d.because.some((r) => r.kind === 'grant' && r.via !== 'object_reveals_project');

/**
 * Who reaches a session with `action`: a project-wide (or account) grant of it, else an object assignment on the
 * session's agent. A session without an agent is reached project-wide only.
 */
function reachSession(input: DecisionInput, resource: Extract<IamResource, { type: 'session' }>, action: string): Decision {
  const project = { type: 'project' as const, accountId: resource.accountId, projectId: resource.projectId };
  const onProject = decideUnchecked({ ...input, action, resource: project });
  if (grantsAction(onProject)) return onProject;
  const refusal = onProject.allowed ? { allowed: false, because: [{ kind: 'no_assignment' as const }] } : onProject;
  const agent = typeof resource.agent === 'string' && resource.agent ? resource.agent : null;
  if (!agent) return narrowed(refusal) ? { allowed: false, because: [{ kind: 'session_agent', agent: null }, ...refusal.because] } : refusal;
  const onAgent = decideUnchecked({ ...input, action, resource: { type: 'agent', accountId: resource.accountId, projectId: resource.projectId, id: agent } });
  if (onAgent.allowed) return onAgent;
  return narrowed(onAgent) ? { allowed: false, because: [{ kind: 'session_agent', agent }, ...onAgent.because.filter((r) => r.kind !== 'agent_closed')] } : refusal;
}

const narrowed = (d: Decision) => d.because.some((r) => r.kind === 'object_narrowing');

/**
 * Sessions: the caller needs `action` on the project, or on the session's agent through an object assignment; then a
 * private session opens to its owner only, except that managers open trigger-created ones (the spec). Sessions shared
 * with the project open to every reader. A soft-deleted session opens to managers only (the inventory).
 */
function decideSession(input: DecisionInput, resource: Extract<IamResource, { type: 'session' }>): Decision {
  const reached = reachSession(input, resource, input.action);
  if (!reached.allowed) return reached;
  const manager = () => reachSession(input, resource, SESSION_MANAGER_ACTION);
  if (resource.deleted === true) {
    const managing = manager();
    if (!managing.allowed) return { allowed: false, because: [{ kind: 'deleted_session' }] };
  }
  if (resource.visibility === 'project' || resource.ownerId === input.principal.id) return reached;
  if (resource.triggered) {
    const managing = manager();
    if (managing.allowed) return managing;
  }
  return { allowed: false, because: [{ kind: 'private_session', owner: String(resource.ownerId) }] };
}

function decideUnchecked(input: DecisionInput): Decision {
  if (input.resource.type === 'session') return decideSession(input, input.resource);
  const { action, resource, principal, catalog, now } = input;
  if (!impliesMap(catalog).has(action)) return { allowed: false, because: [{ kind: 'unknown_action', action: String(action) }] };
  const projectId = projectOf(resource);
  if (principal.tokenAccount && resource.accountId !== principal.tokenAccount) {
    return { allowed: false, because: [{ kind: 'account_scoped_token', token_account: principal.tokenAccount }] };
  }
  if (principal.tokenProject && (projectId ? projectId !== principal.tokenProject : action !== 'account.read')) {
    return { allowed: false, because: [{ kind: 'project_scoped_token', token_project: principal.tokenProject }] };
  }
  const roles = roleTable(input.roles);
  const rbac = Array.isArray(input.entitlements) && input.entitlements.includes('rbac');
  const grants: Reason[] = [];
  const blockers: Reason[] = [];
  let projectWideGrants: Reason[] = [];
  let agentReachable = false;
  const isObject = resource.type !== 'account' && resource.type !== 'project';

  for (const a of candidatesOf(input)) {
    if (!inScope(a, resource)) continue;
    const ref = { assignment_id: a.id, role: a.role };
    const onThisObject = isObject && a.object?.type === resource.type && a.object.id === resource.id;
    if (resource.type === 'agent' && onThisObject && !isExpired(a, now)) agentReachable = true;
    const role = roles.get(a.role);
    if (!role) { blockers.push({ ...ref, kind: 'unknown_role' }); continue; }
    if (role.custom && !rbac) { blockers.push({ ...ref, kind: 'missing_entitlement', entitlement: 'rbac' }); continue; }
    const held = expandedPermissions(role, catalog);
    if (!held.has(action)) { blockers.push({ ...ref, kind: 'role_lacks_action' }); continue; }
    if (isExpired(a, now)) { blockers.push({ ...ref, kind: 'expired', expired_at: String(a.expires_at) }); continue; }
    const grant = { ...ref, kind: 'grant' as const, principal: a.principal, chain: impliesChain(role, action, catalog), ...(a.source ? { source: a.source } : {}) };
    if (a.object) {
      const enforced = ENFORCED_OBJECTS.has(a.object.type);
      if (onThisObject && enforced) grants.push({ ...grant, via: 'object' });
      else if (enforced && resource.type === 'project' && action === 'project.read') grants.push({ ...grant, via: 'object_reveals_project' });
      else blockers.push({ ...ref, kind: 'object_narrowing', object: a.object });
      continue;
    }
    if (resource.type === 'agent' && held.has('project.agent.write')) agentReachable = true;
    projectWideGrants.push(grant);
  }

  if (resource.type === 'agent' && !agentReachable && projectWideGrants.length > 0) {
    blockers.push({ kind: 'agent_closed', agent: resource.id });
    projectWideGrants = [];
  }
  grants.push(...projectWideGrants);
  if (grants.length > 0) return { allowed: true, because: grants };
  return { allowed: false, because: blockers.length > 0 ? blockers : [{ kind: 'no_assignment' }] };
}
