import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_ROLES, PERMISSION_CATALOG } from '@/lib/contract/permissions';
import { decide, describeReason, indexAssignments, type IamAssignment, type IamPrincipal, type IamResource, type IamRole, type Reason } from '@/lib/iam';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const ROLES: IamRole[] = [
  ...BUILT_IN_ROLES.map((r) => ({ id: r.id, permissions: r.permissions, custom: false })),
  { id: 'auditor', permissions: ['project.session.read'], custom: true },
];
const ACC = 'acc_1';
const P1: IamResource = { type: 'project', accountId: ACC, projectId: 'p1' };
const P2: IamResource = { type: 'project', accountId: ACC, projectId: 'p2' };
const agent = (id: string, projectId = 'p1'): IamResource => ({ type: 'agent', accountId: ACC, projectId, id });
const alice: IamPrincipal = { type: 'user', id: 'alice', groups: ['eng'] };

let n = 0;
function a(partial: Partial<IamAssignment> & Pick<IamAssignment, 'role'>): IamAssignment {
  return { id: `a${++n}`, account_id: ACC, principal: { type: 'user', id: 'alice' }, scope: { type: 'project', project_id: 'p1' }, ...partial };
}

function check(assignments: IamAssignment[], action: string, resource: IamResource, principal: IamPrincipal = alice, entitlements: string[] = []) {
  return decide({ principal, action, resource, assignments, roles: ROLES, catalog: PERMISSION_CATALOG, now: NOW, entitlements });
}

const kinds = (because: Reason[]) => because.map((r) => r.kind);

describe('decide: the rules, one case each', () => {
  const cases: Array<{ name: string; assignments: IamAssignment[]; action: string; resource: IamResource; principal?: IamPrincipal; entitlements?: string[]; allowed: boolean; kinds: string[] }> = [
    { name: 'no assignment refuses', assignments: [], action: 'project.read', resource: P1, allowed: false, kinds: ['no_assignment'] },
    { name: 'a project member reads the project', assignments: [a({ role: 'member' })], action: 'project.read', resource: P1, allowed: true, kinds: ['grant'] },
    { name: 'a project role grants nothing in another project', assignments: [a({ role: 'manager' })], action: 'project.read', resource: P2, allowed: false, kinds: ['no_assignment'] },
    { name: 'an account-scope role reaches every project', assignments: [a({ role: 'member', scope: { type: 'account' } })], action: 'project.read', resource: P2, allowed: true, kinds: ['grant'] },
    { name: 'a member cannot merge', assignments: [a({ role: 'member' })], action: 'project.cr.merge', resource: P1, allowed: false, kinds: ['role_lacks_action'] },
    { name: 'a group assignment grants its members', assignments: [a({ role: 'member', principal: { type: 'group', id: 'eng' } })], action: 'project.session.read', resource: P1, allowed: true, kinds: ['grant'] },
    { name: 'another group grants nothing', assignments: [a({ role: 'member', principal: { type: 'group', id: 'ops' } })], action: 'project.read', resource: P1, allowed: false, kinds: ['no_assignment'] },
    { name: 'an expired assignment grants nothing', assignments: [a({ role: 'manager', expires_at: '2026-05-01T00:00:00Z' })], action: 'project.read', resource: P1, allowed: false, kinds: ['expired'] },
    { name: 'an assignment expiring later grants', assignments: [a({ role: 'manager', expires_at: '2026-07-01T00:00:00Z' })], action: 'project.read', resource: P1, allowed: true, kinds: ['grant'] },
    { name: 'an object assignment grants on its object', assignments: [a({ role: 'member', object: { type: 'agent', id: 'x' } })], action: 'project.session.read', resource: agent('x'), allowed: true, kinds: ['grant'] },
    { name: 'an object assignment grants nothing on the project', assignments: [a({ role: 'manager', object: { type: 'agent', id: 'x' } })], action: 'project.write', resource: P1, allowed: false, kinds: ['object_narrowing'] },
    { name: 'an object assignment reveals its project', assignments: [a({ role: 'member', object: { type: 'agent', id: 'x' } })], action: 'project.read', resource: P1, allowed: true, kinds: ['grant'] },
    { name: 'an object-narrowed manager is refused on another agent', assignments: [a({ role: 'manager', object: { type: 'agent', id: 'x' } })], action: 'project.session.read', resource: agent('y'), allowed: false, kinds: ['object_narrowing'] },
    { name: 'an agent is closed to a project-wide member', assignments: [a({ role: 'member' })], action: 'project.session.start', resource: agent('x'), allowed: false, kinds: ['agent_closed'] },
    { name: 'a group object assignment opens the agent', assignments: [a({ role: 'member' }), a({ role: 'member', principal: { type: 'group', id: 'eng' }, object: { type: 'agent', id: 'x' } })], action: 'project.session.start', resource: agent('x'), allowed: true, kinds: ['grant', 'grant'] },
    { name: 'a project manager reaches agents (it writes them)', assignments: [a({ role: 'manager' })], action: 'project.session.start', resource: agent('x'), allowed: true, kinds: ['grant'] },
    { name: 'skills are open to project-wide roles', assignments: [a({ role: 'member' })], action: 'project.skill.read', resource: { type: 'skill', accountId: ACC, projectId: 'p1', id: 's' }, allowed: true, kinds: ['grant'] },
    { name: 'object assignments on secrets are not enforced', assignments: [a({ role: 'manager', object: { type: 'secret', id: 'k' } })], action: 'project.secret.read', resource: { type: 'secret', accountId: ACC, projectId: 'p1', id: 'k' }, allowed: false, kinds: ['object_narrowing'] },
    { name: 'a project-scoped token is refused elsewhere', assignments: [a({ role: 'member', scope: { type: 'account' } })], action: 'project.read', resource: P2, principal: { ...alice, tokenProject: 'p1' }, allowed: false, kinds: ['project_scoped_token'] },
    { name: 'a project-scoped token works in its project', assignments: [a({ role: 'member', scope: { type: 'account' } })], action: 'project.read', resource: P1, principal: { ...alice, tokenProject: 'p1' }, allowed: true, kinds: ['grant'] },
    { name: 'a service account without assignment is refused', assignments: [a({ role: 'member' })], action: 'project.read', resource: P1, principal: { type: 'service_account', id: 'sa' }, allowed: false, kinds: ['no_assignment'] },
    { name: 'a service account acts on its own assignment', assignments: [a({ role: 'member', principal: { type: 'service_account', id: 'sa' } })], action: 'project.read', resource: P1, principal: { type: 'service_account', id: 'sa' }, allowed: true, kinds: ['grant'] },
    { name: 'a custom role without rbac grants nothing', assignments: [a({ role: 'auditor' })], action: 'project.session.read', resource: P1, allowed: false, kinds: ['missing_entitlement'] },
    { name: 'a custom role with rbac grants', assignments: [a({ role: 'auditor' })], action: 'project.session.read', resource: P1, entitlements: ['rbac'], allowed: true, kinds: ['grant'] },
    { name: 'an unknown role grants nothing', assignments: [a({ role: 'ghost' })], action: 'project.read', resource: P1, allowed: false, kinds: ['unknown_role'] },
    { name: 'an unknown action is refused', assignments: [a({ role: 'manager' })], action: 'project.teleport', resource: P1, allowed: false, kinds: ['unknown_action'] },
    { name: 'a pending principal never acts', assignments: [a({ role: 'member', principal: { type: 'pending', id: 'alice' } })], action: 'project.read', resource: P1, allowed: false, kinds: ['no_assignment'] },
    { name: 'an account owner manages access', assignments: [a({ role: 'account_owner', scope: { type: 'account' } })], action: 'account.iam.manage', resource: { type: 'account', accountId: ACC }, allowed: true, kinds: ['grant'] },
    { name: 'an account owner reads no project content', assignments: [a({ role: 'account_owner', scope: { type: 'account' } })], action: 'project.read', resource: P1, allowed: false, kinds: ['role_lacks_action'] },
    { name: 'another account is invisible', assignments: [a({ role: 'manager', account_id: 'acc_2', scope: { type: 'account' } })], action: 'project.read', resource: P1, allowed: false, kinds: ['no_assignment'] },
  ];

  it.each(cases)('$name', (c) => {
    const decision = check(c.assignments, c.action, c.resource, c.principal, c.entitlements);
    expect(decision.allowed).toBe(c.allowed);
    expect(kinds(decision.because)).toEqual(c.kinds);
  });

  it('explains a grant through implies: project.secret.write implies project.secret.read', () => {
    const custom: IamRole = { id: 'writer', permissions: ['project.secret.write'], custom: true };
    const decision = decide({ principal: alice, action: 'project.read', resource: P1, assignments: [a({ role: 'writer' })], roles: [custom], catalog: PERMISSION_CATALOG, now: NOW, entitlements: ['rbac'] });
    expect(decision.allowed).toBe(true);
    const grant = decision.because[0];
    expect(grant.kind === 'grant' && grant.chain).toEqual(['project.secret.write', 'project.read']);
    expect(describeReason(grant)).toContain('project.secret.write → project.read');
  });

  it('gives the same answer from a list and from an index', () => {
    const list = [a({ role: 'member' }), a({ role: 'manager', principal: { type: 'group', id: 'eng' }, expires_at: '2026-01-01T00:00:00Z' })];
    const input = { principal: alice, action: 'project.write', resource: P1, roles: ROLES, catalog: PERMISSION_CATALOG, now: NOW };
    expect(decide({ ...input, assignments: indexAssignments(list) })).toEqual(decide({ ...input, assignments: list }));
  });

  it('never throws on malformed input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (principal, resource, assignments) => {
        const decision = decide({ principal, action: 'project.read', resource, assignments, roles: ROLES, catalog: PERMISSION_CATALOG, now: NOW } as never);
        expect(typeof decision.allowed).toBe('boolean');
        expect(Array.isArray(decision.because)).toBe(true);
        expect(typeof describeReason(decision.because[0])).toBe('string');
      }),
    );
  });
});

const ACTIONS = PERMISSION_CATALOG.map((row) => row.action);
const arbAssignment = fc.record({
  principal: fc.oneof(fc.constant({ type: 'user' as const, id: 'alice' }), fc.constant({ type: 'group' as const, id: 'eng' }), fc.constant({ type: 'user' as const, id: 'bob' })),
  role: fc.constantFrom('manager', 'member', 'auditor', 'account_member'),
  scope: fc.oneof(fc.constant({ type: 'account' as const }), fc.constantFrom('p1', 'p2').map((p) => ({ type: 'project' as const, project_id: p }))),
  object: fc.option(fc.record({ type: fc.constantFrom('agent' as const, 'skill' as const, 'secret' as const), id: fc.constantFrom('x', 'y') }), { nil: undefined }),
  expires_at: fc.option(fc.constantFrom('2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z'), { nil: null }),
});
const arbAssignments = fc.array(arbAssignment, { maxLength: 8 }).map((list) => list.map((x, i) => ({ ...x, id: `g${i}`, account_id: ACC }) as IamAssignment));
const arbResource = fc.oneof(
  fc.constantFrom(P1, P2),
  fc.record({ type: fc.constantFrom('agent' as const, 'skill' as const, 'secret' as const), id: fc.constantFrom('x', 'y'), projectId: fc.constantFrom('p1', 'p2') }).map((r) => ({ ...r, accountId: ACC })),
);
const arbInput = fc.record({ assignments: arbAssignments, action: fc.constantFrom(...ACTIONS), resource: arbResource, rbac: fc.boolean() });
const run = (assignments: IamAssignment[], action: string, resource: IamResource, rbac: boolean) => check(assignments, action, resource, alice, rbac ? ['rbac'] : []).allowed;

describe('decide: properties', () => {
  it('revoking an assignment never grants more', () => {
    fc.assert(
      fc.property(arbInput, fc.nat(), ({ assignments, action, resource, rbac }, k) => {
        const without = assignments.filter((_, i) => assignments.length === 0 || i !== k % assignments.length);
        return !run(without, action, resource, rbac) || run(assignments, action, resource, rbac);
      }),
    );
  });

  it('an object assignment never widens a manager on the project', () => {
    fc.assert(
      fc.property(arbInput, fc.constantFrom('x', 'y'), ({ assignments, action, rbac }, object) => {
        const base = [...assignments, { id: 'm', account_id: ACC, principal: { type: 'user' as const, id: 'alice' }, role: 'manager', scope: { type: 'project' as const, project_id: 'p1' } }];
        const narrowed = [...base, { id: 'o', account_id: ACC, principal: { type: 'user' as const, id: 'alice' }, role: 'manager', scope: { type: 'project' as const, project_id: 'p1' }, object: { type: 'agent' as const, id: object } }];
        return run(narrowed, action, P1, rbac) === run(base, action, P1, rbac);
      }),
    );
  });

  it('an expired assignment never grants', () => {
    fc.assert(
      fc.property(arbInput, ({ assignments, action, resource, rbac }) => {
        const expired = assignments.map((x) => ({ ...x, expires_at: '2026-05-01T00:00:00Z' }));
        return !run(expired, action, resource, rbac);
      }),
    );
  });
});
