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

  describe('the session’s agent (issue 25, item 5)', () => {
    const narrowed = (agent: string, role = 'member'): IamAssignment => ({ ...as(role), id: `a_${role}_${agent}`, object: { type: 'agent', id: agent } });
    const read = (assignments: IamAssignment[], resource: IamResource) =>
      decide({ principal: alice, action: 'project.session.read', resource, assignments, roles: ROLES, catalog: PERMISSION_CATALOG, now: NOW });

    it('an assignment narrowed to an agent reads that agent’s shared sessions and refuses every other agent’s, saying why', () => {
      expect(read([narrowed('checkout')], session({ visibility: 'project', agent: 'checkout' })).allowed).toBe(true);
      const refused = read([narrowed('checkout')], session({ visibility: 'project', agent: 'catalog' }));
      expect(refused.allowed).toBe(false);
      expect(refused.because[0]).toEqual({ kind: 'session_agent', agent: 'catalog' });
      expect(describeReason(refused.because[0])).toMatch(/belongs to agent catalog/);
      expect(read([narrowed('checkout')], session({ visibility: 'project' })).allowed).toBe(false);
    });

    it('project-wide readers read every agent’s sessions (reading is not reaching a closed agent)', () => {
      expect(read([as('member')], session({ visibility: 'project', agent: 'catalog' })).allowed).toBe(true);
    });

    it('a soft-deleted session opens to managers only: project-wide, or of its agent', () => {
      expect(read([as('member')], session({ visibility: 'project', agent: 'a', deleted: true })).because[0].kind).toBe('deleted_session');
      expect(read([as('manager')], session({ visibility: 'project', agent: 'a', deleted: true })).allowed).toBe(true);
      expect(read([narrowed('a', 'manager')], session({ visibility: 'project', agent: 'a', deleted: true })).allowed).toBe(true);
      expect(read([narrowed('a')], session({ visibility: 'project', agent: 'a', deleted: true })).allowed).toBe(false);
    });

    it('property: an object-only holder opens a session only when it holds its agent', () => {
      const agents = fc.constantFrom('checkout', 'catalog', 'triage');
      fc.assert(
        fc.property(fc.uniqueArray(agents, { maxLength: 3 }), agents, fc.constantFrom('private', 'project'), fc.boolean(), fc.constantFrom('manager', 'member'), (held, agent, visibility, mine, role) => {
          const decision = read(held.map((a) => narrowed(a, role)), session({ agent, visibility: visibility as 'private' | 'project', ownerId: mine ? 'alice' : 'bob' }));
          if (!held.includes(agent)) expect(decision.allowed).toBe(false);
          else expect(decision.allowed).toBe(visibility === 'project' || mine);
        }),
      );
    });
  });
});
