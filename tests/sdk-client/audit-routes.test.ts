import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const ACME = 'acc_demo';

describe.each(TRANSPORTS)('audit log (%s)', (transport) => {
  const h = useHarness(transport);

  it('records writes (sign-in, flags, access, change requests) with the spec fields, filters them and pages newest first', async () => {
    const { api } = await signIn(h);
    await api.project('proj_storefront').updateFeatureFlag('connector_discover', true);
    await api.accounts.createAssignment(ACME, { principal: { type: 'user', id: 'usr_contractor' }, role: 'member', scope: { type: 'project', project_id: 'proj_support' } });
    const all = await api.accounts.audit.log(ACME);
    const actions = all.items.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['iam.assignment.create', 'project.feature_flag.set']);
    expect(actions).toContain('auth.sign_in');
    const flag = all.items.find((e) => e.action === 'project.feature_flag.set')!;
    expect(flag).toMatchObject({ actor_type: 'user', actor_id: 'usr_demo', outcome: 'success', project_id: 'proj_storefront', source: 'api', resource: { type: 'feature', id: 'connector_discover' } });
    const iam = await api.accounts.audit.log(ACME, { action: 'iam.' });
    expect(iam.items.every((e) => e.action.startsWith('iam.'))).toBe(true);
    expect((await api.accounts.audit.log(ACME, { project: 'proj_storefront', action: 'project.' })).items.map((e) => e.action)).toEqual(['project.feature_flag.set']);
    const first = await api.accounts.audit.log(ACME, { limit: 1 });
    const second = await api.accounts.audit.log(ACME, { limit: 1, cursor: first.next_cursor! });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await rejection(api.accounts.audit.log(ACME, { cursor: 'zzz' }))).code).toBe('invalid_cursor');
  });

  it('never stores secrets: passwords, tokens and webhook secrets are absent from every event', async () => {
    const { api } = await signIn(h);
    const pat = await api.accounts.tokens.create({ name: 'audit-probe' });
    const hook = await api.accounts.audit.webhooks.create(ACME, { url: 'https://siem.example/hook', actions: ['iam.'] });
    await h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    await rejection(h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'Wrong-Secret-42' }));
    const stored = JSON.stringify(h.platform.store.auditEvents);
    for (const secret of [pat.token, hook.signing_secret, 'demo-password', 'Wrong-Secret-42']) expect(stored).not.toContain(secret);
    expect(stored).toContain('"outcome":"failure"');
  });

  it('exports the whole filter as CSV or JSONL, and a member is refused the log', async () => {
    const { token, api } = await signIn(h);
    const res = await h.fetch(`${h.backendUrl}/accounts/${ACME}/audit/export?format=csv&action=iam.`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-acc_demo-/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,action,outcome,actor_type,actor_id,source,project_id,session_id,resource,request_id,trace_id,correlation_id,metadata');
    expect(lines.slice(1).every((l) => l.split(',')[2].startsWith('iam.'))).toBe(true);
    const jsonl = await h.fetch(`${h.backendUrl}/accounts/${ACME}/audit/export?format=jsonl`, { headers: { authorization: `Bearer ${token}` } });
    const rows = (await jsonl.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(rows.length).toBe((await api.accounts.audit.log(ACME, { limit: 500 })).items.length);
    const member = (await signIn(h, 'member@example.com')).api;
    expect((await rejection(member.accounts.audit.log(ACME))).status).toBe(403);
  });

  it('manages SIEM webhooks: https only, the signing secret shown once', async () => {
    const { api } = await signIn(h);
    expect((await rejection(api.accounts.audit.webhooks.create(ACME, { url: 'http://plain.example/hook' }))).status).toBe(400);
    const hook = await api.accounts.audit.webhooks.create(ACME, { url: 'https://siem.example/a' });
    expect(hook.signing_secret).toMatch(/^whsec_/);
    const listed = await api.accounts.audit.webhooks.list(ACME);
    expect(JSON.stringify(listed)).not.toContain(hook.signing_secret);
    expect((await api.accounts.audit.webhooks.update(ACME, hook.id, { active: false })).active).toBe(false);
    await api.accounts.audit.webhooks.remove(ACME, hook.id);
    expect((await api.accounts.audit.webhooks.list(ACME)).some((w) => w.id === hook.id)).toBe(false);
  });
});
