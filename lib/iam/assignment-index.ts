import type { PrincipalType } from '@/lib/contract/types';
import type { AssignmentSource, IamAssignment } from './types';

const EMPTY: readonly IamAssignment[] = [];

/** Groups assignments by principal, so one decision reads a handful of rows instead of the whole account. */
export function indexAssignments(assignments: Iterable<IamAssignment>): AssignmentSource {
  const byPrincipal = new Map<string, IamAssignment[]>();
  for (const a of assignments) {
    if (!a?.principal) continue;
    const key = `${a.principal.type}:${a.principal.id}`;
    const list = byPrincipal.get(key);
    if (list) list.push(a);
    else byPrincipal.set(key, [a]);
  }
  return { forPrincipal: (type: PrincipalType, id: string) => byPrincipal.get(`${type}:${id}`) ?? EMPTY };
}

export function isAssignmentSource(value: unknown): value is AssignmentSource {
  return typeof (value as AssignmentSource | null)?.forPrincipal === 'function';
}
