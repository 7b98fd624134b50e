// Issue 25, item 5: an assignment narrowed to one agent reads that agent's sessions and nothing else, and the list, the
// read, the overview count and the explainer's decision give one answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSION_CATALOG } from '@/lib/contract/permissions';
import { decide, type IamAssignment } from '@/lib/iam';
import { declaredObjects } from '@/lib/embedded/manifest-objects';
import type { Platform } from '@/lib/sdk';
import { apiError, sessionHarness } from './harness';

const P = 'proj_storefront';
const h = sessionHarness();
let owner: Platform;
let casey: Platform;

beforeAll(async () => {
  owner = await h.signIn('demo@example.com');
  await owner.accounts.createAssignment('acc_demo', { principal: { type: 'user', id: 'usr_contractor' }, role: 'member', scope: { type: 'project', project_id: P }, object: { type: 'agent', id: 'checkout' } });
  casey = await h.signIn('casey@example.com');
});

const records = () => [...h.platform.store.sessions.values()];

describe('a session belongs to exactly one declared agent', () => {
  it('every seeded session names an agent its project declares (never a runtime name such as build or general)', () => {
    const runtime = { store: h.platform.store };
    for (const record of records()) {
      const project = h.platform.store.projects.get(record.projectId)!;
      expect(declaredObjects(runtime, project).agents, record.info.id).toContain(record.agent);
    }
  });

  it('the summary names the session’s agent', async () => {
    expect((await owner.session(P, 'ses_orders_backfill').get()).agent).toBe('catalog');
    expect((await owner.session(P, 'ses_checkout_tax').get()).agent).toBe('checkout');
  });
});

describe('an assignment narrowed to agent checkout', () => {
  it('lists only checkout sessions (not the project’s other ones)', async () => {
    const listed = await casey.project(P).sessions.list();
    const expected = records().filter((r) => r.projectId === P && r.agent === 'checkout' && r.visibility === 'project' && r.lifecycle === 'active').map((r) => r.info.id).sort();
    expect(listed.map((s) => s.id).sort()).toEqual(expected);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((s) => s.agent === 'checkout')).toBe(true);
  });

  it('reads a checkout session, and answers 404 on every read of a catalog session', async () => {
    expect((await casey.session(P, 'ses_checkout_tax').get()).id).toBe('ses_checkout_tax');
    for (const call of [
      () => casey.session(P, 'ses_orders_backfill').get(),
      () => casey.session(P, 'ses_orders_backfill').messages(),
      () => casey.session(P, 'ses_orders_backfill').status(),
      () => casey.session(P, 'ses_orders_backfill').children(),
    ]) {
      expect((await apiError(call())).status).toBe(404);
    }
    expect((await casey.project(P).approvals.list({ status: 'all' })).map((a) => a.session_id)).not.toContain('ses_orders_backfill');
  });

  it('the overview count is the length of the list', async () => {
    const listed = await casey.project(P).sessions.list();
    expect((await casey.project(P).detail()).counts.sessions).toBe(listed.length);
  });

  it('the explainer’s decision (lib/iam decide on the served assignments) agrees with the read for every session', async () => {
    const assignments = (await owner.accounts.listAssignments('acc_demo')).map((a): IamAssignment => ({ ...a, account_id: 'acc_demo' }));
    const roles = BUILT_IN_ROLES.map((r) => ({ id: r.id, permissions: r.permissions, custom: false }));
    const listed = new Set((await casey.project(P).sessions.list()).map((s) => s.id));
    for (const record of records().filter((r) => r.projectId === P && r.lifecycle === 'active')) {
      const explained = decide({
        principal: { type: 'user', id: 'usr_contractor' },
        action: 'project.session.read',
        resource: { type: 'session', accountId: 'acc_demo', projectId: P, id: record.info.id, ownerId: record.ownerId, visibility: record.visibility, triggered: record.origin === 'trigger', agent: record.agent },
        assignments,
        roles,
        catalog: PERMISSION_CATALOG,
        now: h.clock.now,
      });
      expect(explained.allowed, record.info.id).toBe(listed.has(record.info.id));
      if (!explained.allowed && record.visibility === 'project') expect(explained.because[0]).toEqual({ kind: 'session_agent', agent: record.agent });
    }
  });

  it('a session started by a holder belongs to the agent it started, and a trigger-fired one to the trigger’s agent', async () => {
    const started = await casey.project(P).sessions.create({ agent: 'checkout', title: 'Casey asks about a refund' });
    expect(started.agent).toBe('checkout');
    expect(h.platform.store.sessions.get(`${P}/${started.id}`)!.agent).toBe('checkout');
    // The seeded nightly-catalog-sync trigger runs agent catalog: casey neither lists nor reads what it made.
    const { session_id } = await owner.project(P).triggers.fire('nightly-catalog-sync');
    expect(h.platform.store.sessions.get(`${P}/${session_id}`)!.agent).toBe('catalog');
    expect((await casey.project(P).sessions.list()).map((s) => s.id)).not.toContain(session_id);
    expect((await apiError(casey.session(P, session_id).get())).status).toBe(404);
  });
});
