import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentsReaching, describeProjectAccess, projectAccessCounts } from '@/lib/iam/project-access-count';

const NOW = Date.UTC(2026, 0, 15, 12);
const asg = (type: string, id: string, scope: object, extra: object = {}) => ({ id: `asg_${type}_${id}`, account_id: 'acc', principal: { type, id }, role: 'member', scope, ...extra });
const project = { type: 'project', project_id: 'proj_a' };
const account = { type: 'account' };

describe('projectAccessCounts', () => {
  it('counts each principal once, whatever reaches the project: account roles, project roles, object grants', () => {
    const counts = projectAccessCounts(
      [
        asg('user', 'u1', account),
        asg('user', 'u1', project),
        asg('user', 'u2', project, { object: { type: 'agent', id: 'checkout' } }),
        asg('service_account', 'sa1', project),
        asg('group', 'g1', project, { object: { type: 'agent', id: 'checkout' } }),
        asg('pending', 'inv1', project),
        asg('user', 'u3', { type: 'project', project_id: 'proj_other' }),
        asg('user', 'u4', project, { expires_at: new Date(NOW - 1).toISOString() }),
        asg('user', 'u5', project, { account_id: 'other_acc' }),
      ],
      'proj_a',
      NOW,
      'acc',
    );
    expect(counts).toEqual({ withAccess: 4, people: 2, serviceAccounts: 1, groups: 1, pendingInvites: 1 });
  });

  it('never throws, and withAccess is the sum of the kinds and at most the distinct principals', () => {
    const principal = fc.record({ type: fc.constantFrom('user', 'group', 'service_account', 'pending', 'robot'), id: fc.constantFrom('a', 'b', 'c') });
    const assignment = fc.oneof(
      fc.record({ principal, scope: fc.constantFrom(account, project, { type: 'project', project_id: 'x' }), expires_at: fc.option(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(assignment), fc.anything()), (input) => {
        const c = projectAccessCounts(input, 'proj_a', NOW);
        expect(c.withAccess).toBe(c.people + c.serviceAccounts + c.groups);
        const distinct = Array.isArray(input) ? new Set(input.map((a) => JSON.stringify((a as { principal?: unknown })?.principal ?? null))).size : 0;
        expect(c.withAccess + c.pendingInvites).toBeLessThanOrEqual(distinct);
        // Order does not matter.
        if (Array.isArray(input)) expect(projectAccessCounts([...input].reverse(), 'proj_a', NOW)).toEqual(c);
      }),
    );
  });
});

describe('assignmentsReaching', () => {
  it('lists, once per principal, the assignments of one kind that the counts count', () => {
    const list = [
      asg('service_account', 'sa1', project),
      asg('service_account', 'sa1', account),
      asg('service_account', 'sa2', account),
      asg('service_account', 'sa3', { type: 'project', project_id: 'proj_other' }),
      asg('service_account', 'sa4', project, { expires_at: new Date(NOW - 1).toISOString() }),
      asg('user', 'u1', project),
    ];
    expect(assignmentsReaching(list, 'proj_a', NOW, 'service_account', 'acc').map((a) => (a as { id: string }).id)).toEqual(['asg_service_account_sa1', 'asg_service_account_sa2']);
  });

  it('never throws, and lists exactly as many principals of each kind as projectAccessCounts counts', () => {
    const principal = fc.record({ type: fc.constantFrom('user', 'group', 'service_account', 'pending'), id: fc.constantFrom('a', 'b', 'c') });
    const assignment = fc.oneof(fc.record({ principal, scope: fc.constantFrom(account, project, { type: 'project', project_id: 'x' }) }), fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.array(assignment), fc.anything()), (input) => {
        const c = projectAccessCounts(input, 'proj_a', NOW);
        expect(assignmentsReaching(input, 'proj_a', NOW, 'service_account')).toHaveLength(c.serviceAccounts);
        expect(assignmentsReaching(input, 'proj_a', NOW, 'group')).toHaveLength(c.groups);
        expect(assignmentsReaching(input, 'proj_a', NOW, 'user')).toHaveLength(c.people);
      }),
    );
  });
});

describe('describeProjectAccess', () => {
  it('names each kind in the right number and leaves out kinds with none', () => {
    expect(describeProjectAccess({ withAccess: 5, people: 3, serviceAccounts: 1, groups: 1, pendingInvites: 1 })).toBe('3 people, 1 service account, 1 group · 1 pending invite');
    expect(describeProjectAccess({ withAccess: 1, people: 1, serviceAccounts: 0, groups: 0, pendingInvites: 0 })).toBe('1 person');
    expect(describeProjectAccess({ people: 0, groups: 2, pendingInvites: 2 })).toBe('2 groups · 2 pending invites');
    expect(describeProjectAccess(null)).toBe('nobody');
  });

  it('never throws on malformed counts', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof describeProjectAccess(v as never) === 'string'));
  });
});
