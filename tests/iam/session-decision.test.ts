import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_ROLES, PERMISSION_CATALOG } from '@/lib/contract/permissions';
import { decide, describeReason, type IamAssignment, type IamPrincipal, type IamResource } from '@/lib/iam';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const ROLES = BUILT_IN_ROLES.map((r) => ({ id: r.id, permissions: r.permissions, custom: false }));
const alice: IamPrincipal = { type: 'user', id: 'alice' };
const as = (role: string, principal = 'alice'): IamAssignment => ({ id: `a_${role}_${principal}`, account_id: 'acc', principal: { type: 'user', id: principal }, role, scope: { type: 'project', project_id: 'p1' } });
const session = (over: Partial<Extract<IamResource, { type: 'session' }>> = {}): IamResource => ({ type: 'session', accountId: 'acc', projectId: 'p1', id: 's1', ownerId: 'bob', visibility: 'private', ...over });
const check = (assignments: IamAssignment[], resource: IamResource, principal = alice) =>
  decide({ principal, action: 'project.read', resource, assignments, roles: ROLES, catalog: PERMISSION_CATALOG, now: NOW });

describe('decide on a session: private sessions', () => {
  it.each([
    ['a manager does not open another user’s private session', 'manager', session(), false, 'private_session'],
    ['a manager opens a trigger-made private session', 'manager', session({ triggered: true }), true, 'grant'],
    ['a member does not open a trigger-made private session of someone else', 'member', session({ triggered: true }), false, 'private_session'],
    ['the owner opens their private session', 'member', session({ ownerId: 'alice' }), true, 'grant'],
    ['every reader opens a session shared with the project', 'member', session({ visibility: 'project' }), true, 'grant'],
  ] as const)('%s', (_name, role, resource, allowed, kind) => {
    const decision = check([as(role)], resource);
    expect(decision.allowed).toBe(allowed);
    expect(decision.because[0].kind).toBe(kind);
  });

  it('needs the project first: without an assignment even the owner is refused', () => {
    expect(check([], session({ ownerId: 'alice' }))).toEqual({ allowed: false, because: [{ kind: 'no_assignment' }] });
  });

  it('explains the refusal in words', () => {
    const decision = check([as('manager')], session());
    expect(describeReason(decision.because[0])).toBe('The session is private to bob: only its owner opens it (project managers open trigger-created ones).');
  });

  it('never allows a private session of someone else unless a trigger made it and the caller manages the project', () => {
    fc.assert(
      fc.property(fc.constantFrom('manager', 'member'), fc.boolean(), fc.constantFrom('alice', 'bob'), fc.constantFrom('private', 'project'), (role, triggered, owner, visibility) => {
        const decision = check([as(role)], session({ ownerId: owner, triggered, visibility: visibility as 'private' | 'project' }));
        const expected = visibility === 'project' || owner === 'alice' || (triggered && role === 'manager');
        return decision.allowed === expected;
      }),
    );
  });
});
