// "Who has access to this project", counted once: the project overview's "With access" figure, its "Who has access"
// card and the project Access page all show these numbers (the embedded platform computes them for `projects.detail`).
import type { ProjectAccessCounts } from '@/lib/contract/types';

export type { ProjectAccessCounts };

export const NO_ACCESS: ProjectAccessCounts = { withAccess: 0, people: 0, serviceAccounts: 0, groups: 0, pendingInvites: 0 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The principal key of an assignment that reaches `projectId` in `accountId` and has not expired at `now`; else null. */
function reaching(a: unknown, accountId: string | undefined, projectId: string, now: number): { type: string; id: string } | null {
  if (!isRecord(a) || !isRecord(a.principal) || !isRecord(a.scope)) return null;
  const { type, id } = a.principal;
  if (typeof type !== 'string' || typeof id !== 'string') return null;
  if (accountId !== undefined && a.account_id !== undefined && a.account_id !== accountId) return null;
  const scope = a.scope;
  if (!(scope.type === 'account' || (scope.type === 'project' && scope.project_id === projectId))) return null;
  if (typeof a.expires_at === 'string') {
    const until = Date.parse(a.expires_at);
    if (Number.isFinite(until) && until <= now) return null;
  }
  return { type, id };
}

/**
 * Counts the principals with access to a project from the assignments of its account (any order, duplicates and
 * malformed entries allowed: they are skipped). A principal with several assignments counts once. Never throws.
 */
export function projectAccessCounts(assignments: unknown, projectId: string, now: number, accountId?: string): ProjectAccessCounts {
  if (!Array.isArray(assignments)) return { ...NO_ACCESS };
  const seen = new Set<string>();
  const counts = { ...NO_ACCESS };
  for (const a of assignments) {
    const p = reaching(a, accountId, projectId, now);
    if (!p) continue;
    const key = `${p.type}:${p.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (p.type === 'user') counts.people += 1;
    else if (p.type === 'service_account') counts.serviceAccounts += 1;
    else if (p.type === 'group') counts.groups += 1;
    else if (p.type === 'pending') counts.pendingInvites += 1;
  }
  counts.withAccess = counts.people + counts.serviceAccounts + counts.groups;
  return counts;
}

/**
 * The assignments of one principal kind that give access to `projectId` now (the ones the counts above count for that
 * kind, one per principal: the first found). Malformed entries are skipped. Never throws.
 */
export function assignmentsReaching<T>(assignments: readonly T[] | unknown, projectId: string, now: number, kind: string, accountId?: string): T[] {
  if (!Array.isArray(assignments)) return [];
  const seen = new Set<string>();
  const out: T[] = [];
  for (const a of assignments as T[]) {
    const p = reaching(a, accountId, projectId, now);
    if (!p || p.type !== kind || seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(a);
  }
  return out;
}

const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const noun = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The breakdown in words, e.g. "3 people, 1 service account, 1 group · 1 pending invite"; kinds with none are left
 * out ("nobody" when all are). Never throws: a missing or malformed count reads as 0.
 */
export function describeProjectAccess(counts: Partial<ProjectAccessCounts> | null | undefined): string {
  const c = counts ?? {};
  const kinds = [
    count(c.people) && noun(count(c.people), 'person', 'people'),
    count(c.serviceAccounts) && noun(count(c.serviceAccounts), 'service account', 'service accounts'),
    count(c.groups) && noun(count(c.groups), 'group', 'groups'),
  ].filter(Boolean);
  const invites = count(c.pendingInvites);
  return `${kinds.length ? kinds.join(', ') : 'nobody'}${invites ? ` · ${noun(invites, 'pending invite', 'pending invites')}` : ''}`;
}
