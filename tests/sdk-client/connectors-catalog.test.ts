import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toToolView } from '@/lib/sdk/tool-view';
import { toolPartOfCall } from '@/lib/connectors/call-part';
import { TRANSPORTS, rejection, signIn, useHarness, type Harness } from './transports';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  expect(typeof (error.body as { error?: unknown })?.error).toBe('string');
  return error;
}

const KEY = 'demo_PlantedCredential0123456789';
const owner = async (h: Harness) => (await signIn(h)).api;

describe.each(TRANSPORTS)('connector catalog, tools and administration (%s)', (transport) => {
  const h = useHarness(transport);

  it('adds a catalog app with a checked API key, lists its flattened tools, searches and describes them', async () => {
    const p = (await owner(h)).project('proj_storefront');
    const catalog = await p.connectors.catalog();
    expect(catalog.find((c) => c.id === 'acme_crm')).toMatchObject({ auth: 'api_key', actions: ['find_contacts', 'create_ticket', 'close_ticket'] });
    expect(catalog.map((c) => c.provider)).toContain('mcp');
    await expectError(p.connectors.create({ app: 'acme_crm', api_key: 'not a key' }), 400, 'invalid_credential');
    await expectError(p.connectors.create({ app: 'nope' }), 400, 'unknown_app');
    await expectError(p.connectors.create({ app: 'acme_crm', slug: 'Bad Slug' } as never), 400, 'invalid_request');
    const crm = await p.connectors.create({ app: 'acme_crm', api_key: KEY });
    expect(crm).toMatchObject({ slug: 'acme-crm', source: 'api', auth: 'api_key', tools: 3, connection: { id: 'conn_acme-crm', status: 'active', credential: 'set', credential_kind: 'api_key' } });
    await expectError(p.connectors.create({ app: 'acme_crm' }), 409, 'connector_exists');
    const tools = await p.connectors.tools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['acme-crm.find_contacts', 'payments.refund_order', 'catalog-api.update_price']));
    expect((await p.connectors.search('ticket')).map((t) => t.name)).toEqual(['acme-crm.create_ticket', 'acme-crm.close_ticket']);
    expect((await p.connectors.search('ticket', { limit: 1 })).map((t) => t.name)).toEqual(['acme-crm.create_ticket']);
    // The deprecated single-object form still works.
    expect((await (p.connectors.search as unknown as (i: object) => Promise<Array<{ name: string }>>)({ query: 'close' })).map((t) => t.name)).toEqual(['acme-crm.close_ticket']);
    const described = await p.connectors.describe('acme-crm.create_ticket');
    expect(described).toMatchObject({ sensitivity: 'write', policy: 'always_run', input_schema: { type: 'object', required: ['subject', 'priority'] } });
    expect(described.input_schema.properties.priority.enum).toEqual(['low', 'normal', 'high']);
    await expectError(p.connectors.describe('acme-crm.nope'), 404, 'not_found');
  });

  it('calls a tool: realistic output, success: false failures the client classifies as errors, bad arguments as 400', async () => {
    const p = (await owner(h)).project('proj_storefront');
    await p.connectors.create({ app: 'tracker', api_key: 'demo_TrackerKey0123456789' });
    const ok = await p.connectors.call('tracker.create_issue', { title: 'Checkout totals drift' });
    expect(ok.output).toMatchObject({ success: true, issue: { title: 'Checkout totals drift', state: 'open' } });
    const failed = await p.connectors.call('tracker.comment_issue', { issue_id: 'nope', body: 'x' });
    expect(failed.output).toMatchObject({ success: false, error: 'not_found' });
    expect(toToolView(toolPartOfCall(failed, { issue_id: 'nope', body: 'x' }, 1)).status).toBe('error');
    expect(toToolView(toolPartOfCall(ok, { title: 'Checkout totals drift' }, 1)).status).toBe('done');
    await expectError(p.connectors.call('tracker.create_issue', {}), 400, 'invalid_arguments');
    await expectError(p.connectors.call('tracker.create_issue', { title: 'x', extra: 1 }), 400, 'invalid_arguments');
    await expectError(p.connectors.call('ghost.tool'), 404, 'not_found');
    // A tool policy that blocks answers 403 tool_blocked; a revoked connection 409.
    await p.connectors.policies.set('tracker', [{ match: 'comment_*', action: 'block' }]);
    await expectError(p.connectors.call('tracker.comment_issue', { issue_id: 'ISS-1', body: 'x' }), 403, 'tool_blocked');
    await p.connectors.connections.revoke('conn_tracker');
    await expectError(p.connectors.call('tracker.create_issue', { title: 'x' }), 409, 'connection_revoked');
    await p.connectors.connections.activate('conn_tracker');
    // Without a credential the remote side refuses: a failed output, not a platform error.
    await p.connectors.create({ app: 'acme_crm', slug: 'crm-nokey' });
    expect((await p.connectors.call('crm-nokey.find_contacts', { query: 'ada' })).output).toMatchObject({ success: false, error: 'credential_missing' });
    const events = h.platform.store.auditEvents.filter((e) => e.action === 'project.connector.call');
    expect(events.map((e) => e.outcome)).toEqual(expect.arrayContaining(['success', 'failure', 'denied']));
    expect(events[0].metadata).toMatchObject({ connector: 'tracker', arguments: '{"title":"Checkout totals drift"}' });
  });

  it('uploads an attachment as an opaque handle within the stated size limit', async () => {
    const p = (await owner(h)).project('proj_storefront');
    const handle = await p.connectors.uploadAttachment(Buffer.from('quarterly plan').toString('base64'), { name: 'plan.txt', content_type: 'text/plain' });
    expect(handle).toMatchObject({ name: 'plan.txt', size: 14 });
    expect(handle.handle).toMatch(/^att_/);
    expect((await p.connectors.config()).limits.attachment_max_bytes).toBe(5 * 1024 * 1024);
    await expectError(p.connectors.uploadAttachment('!!!', { name: 'x' }), 400, 'invalid_request');
    await expectError(p.connectors.uploadAttachment(Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64').slice(0, 10) + '%', { name: 'x' }), 400, 'invalid_request');
  });

  it('renames, marks sensitive, sets strategy and credential mode (v2 allows only shared), syncs, removes with its credential', async () => {
    const p = (await owner(h)).project('proj_storefront');
    await p.connectors.create({ app: 'team_calendar', slug: 'cal' }).catch(() => undefined);
    expect((await p.connectors.setName('cal', 'Office calendar')).name).toBe('Office calendar');
    expect((await p.connectors.setSensitive('cal', true)).sensitive).toBe(true);
    expect((await p.connectors.setAuthorizationStrategy('cal', 'user')).connection.scope).toBe('user');
    expect((await p.connectors.setCredentialMode('cal', 'shared')).credential_mode).toBe('shared');
    await expectError(p.connectors.setCredentialMode('cal', 'personal'), 400, 'credential_mode_not_allowed');
    expect((await p.connectors.config()).credential_modes).toEqual(['shared']);
    await expectError(p.connectors.setCredential('cal', KEY), 400, 'oauth_required');
    expect((await p.connectors.sync({ slug: 'cal' })).synced).toEqual([{ slug: 'cal', tools: 2 }]);
    await expectError(p.connectors.remove('payments'), 409, 'declared_in_manifest');
    await p.connectors.remove('cal');
    await expectError(p.connectors.remove('cal'), 404, 'not_found');
    expect([...h.platform.store.connectorCredentials.keys()]).not.toContain('proj_storefront/cal');
    const discovered = await p.connectors.auth.discover({ app: 'team_drive' });
    expect(discovered.recommended).toBe('oauth');
    // The same outbound-URL rule as webhooks (lib/contract/safe-url.ts): https to a public host name only.
    for (const url of ['http://x.example', 'https://127.0.0.1/', 'https://10.0.0.8/', 'https://user:pw@x.example/', 'https://localhost/']) {
      await expectError(p.connectors.auth.discover({ url }), 400, 'invalid_request');
    }
  });

  it('connections: list, reconcile, update a credential, and the states table', async () => {
    const p = (await owner(h)).project('proj_storefront');
    const listed = await p.connectors.connections.list();
    expect(listed.find((c) => c.id === 'conn_payments')).toMatchObject({ status: 'active', credential: 'set' });
    expect((await p.connectors.connections.reconcile()).connections.length).toBe(listed.length);
    await p.connectors.create({ app: 'acme_crm', slug: 'crm-two' });
    expect((await p.connectors.connections.updateCredential('conn_crm-two', KEY)).credential).toBe('set');
    await expectError(p.connectors.connections.updateCredential('conn_crm-two', 'demo_short'), 400, 'invalid_credential');
    expect((await p.connectors.connections.revoke('conn_crm-two')).status).toBe('revoked');
    await expectError(p.connectors.connections.revoke('conn_crm-two'), 409, 'connection_revoked');
    expect((await p.connectors.connections.activate('conn_crm-two')).status).toBe('active');
  });

  it('discovery is 403 feature_disabled until the project flag is on, then pages', async () => {
    const p = (await owner(h)).project('proj_storefront');
    const off = await expectError(p.connectors.discover.list(), 403, 'feature_disabled');
    expect((off.body as { feature?: string }).feature).toBe('connector_discover');
    await expectError(p.connectors.discover.detail('acme_crm'), 403, 'feature_disabled');
    await p.updateFeatureFlag('connector_discover', true);
    const first = await p.connectors.discover.list();
    expect(first.items).toHaveLength(5);
    const second = await p.connectors.discover.list(undefined, first.next_cursor!);
    expect(second.next_cursor).toBeNull();
    expect((await p.connectors.discover.list('status')).items.map((i) => i.id)).toEqual(['status_page']);
    expect((await p.connectors.discover.detail('on_call')).name).toBe('On-call');
    await expectError(p.connectors.discover.list(undefined, 'x'), 400, 'invalid_cursor');
    await p.updateFeatureFlag('connector_discover', null);
  });

  it('managed connect: OAuth apps only, consent allow creates the connector with a sealed token; deny and replay refused', async () => {
    const p = (await owner(h)).project('proj_storefront');
    expect((await p.connectors.pipedream.listApps()).every((a) => a.auth === 'oauth')).toBe(true);
    await expectError(p.connectors.pipedream.connect({ app: 'acme_crm' }), 400, 'unknown_app');
    const denied = await p.connectors.pipedream.connect({ app: 'team_drive', slug: 'drive-denied' });
    expect(await p.connectors.pipedream.finalize({ connect_id: denied.connect_id, decision: 'deny' })).toEqual({ status: 'denied' });
    const start = await p.connectors.pipedream.connect({ app: 'team_drive' });
    expect(start.authorize_url).toBe(`/projects/proj_storefront/connectors/consent?connect_id=${start.connect_id}`);
    const done = await p.connectors.pipedream.finalize({ connect_id: start.connect_id, decision: 'allow' });
    expect(done.connector).toMatchObject({ slug: 'team-drive', auth: 'oauth', connection: { credential: 'set', credential_kind: 'oauth' } });
    await expectError(p.connectors.pipedream.finalize({ connect_id: start.connect_id, decision: 'allow' }), 409, 'connect_expired');
    expect((await p.connectors.call('team-drive.list_files')).output.success).toBe(true);
    const status = await (await owner(h)).connectStatus();
    expect(status.managed_connect.available).toBe(true);
  });

  it('top level: validateToken checks without storing, config is public, connectors.call needs a project', async () => {
    const api = await owner(h);
    const before = JSON.stringify([...h.platform.store.connectorCredentials.values()]);
    expect(await api.validateToken('demo_Abcdefghijklmnop')).toEqual({ valid: true });
    expect((await api.validateToken('nope')).valid).toBe(false);
    expect((await api.validateToken('demo_Abcdefghijklmnop', 'team_drive')).valid).toBe(false);
    expect(JSON.stringify([...h.platform.store.connectorCredentials.values()])).toBe(before);
    const config = await h.client().config();
    expect(config).toMatchObject({ platform: 'embedded', features: { connector_discover: false }, limits: { attachment_max_bytes: 5 * 1024 * 1024 } });
    await expectError(api.connectors.call({ tool: 'payments.get_order', args: { order_id: '1042' } }), 400, 'project_required');
    expect((await api.connectors.call({ tool: 'payments.get_order', args: { order_id: '1042' }, project_id: 'proj_storefront' })).output.success).toBe(true);
  });

  it('per-agent tool policies: list, set, bad input in the error shape; the effect gates a started session', async () => {
    const p = (await owner(h)).project('proj_storefront');
    expect(await p.policies.list()).toEqual([]);
    await expectError(p.policies.set([{ agent: 'checkout', tool: 'x', action: 'maybe' } as never]), 400, 'invalid_request');
    await p.policies.set([{ agent: 'checkout', tool: 'catalog-api.update_price', action: 'require_approval' }]);
    expect(await p.policies.list()).toEqual([{ agent: 'checkout', tool: 'catalog-api.update_price', action: 'require_approval' }]);
    const session = await p.sessions.create({ agent: 'checkout', prompt: 'Update price of SKU-1042 to 19', secrets: ['PAYMENTS_API_KEY'] });
    // The catalog agent has no such rule: its same request runs without asking.
    const other = await p.sessions.create({ agent: 'catalog', prompt: 'Update price of SKU-1042 to 19' });
    const waitForGate = async () => {
      for (let i = 0; i < 40; i++) {
        const pending = await p.approvals.list({ session_id: session.id });
        if (pending.length) return pending;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    };
    const pending = await waitForGate();
    expect(pending[0]).toMatchObject({ tool: 'catalog-api.update_price' });
    expect(await p.approvals.list({ session_id: other.id, status: 'all' })).toEqual([]);
    await p.policies.set([]);
  });

  it('members cannot administer connectors or create setup links', async () => {
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    await expectError(member.connectors.create({ app: 'acme_crm' }), 403, 'forbidden');
    await expectError(member.setupLinks.requestSecret({ name: 'X_KEY' }), 403, 'forbidden');
    await expectError(member.policies.set([]), 403, 'forbidden');
  });
});

describe.each(TRANSPORTS)('setup links (%s)', (transport) => {
  const h = useHarness(transport);

  it('a secret link: opened signed out, used once, then spent; audited; the value is write-only', async () => {
    const p = (await owner(h)).project('proj_storefront');
    const made = await p.setupLinks.requestSecret({ name: 'SHIPPING_API_KEY', note: 'From the shipping team' });
    expect(made.path).toBe(`/setup/${made.token}`);
    expect(made.link).toMatchObject({ kind: 'secret', name: 'SHIPPING_API_KEY', status: 'pending' });
    const anonymous = h.client();
    expect(await anonymous.setupLinks.open(made.token)).toMatchObject({ kind: 'secret', name: 'SHIPPING_API_KEY', project_name: 'Storefront', status: 'pending' });
    await expectError(anonymous.setupLinks.complete(made.token, {}), 400, 'invalid_request');
    expect((await anonymous.setupLinks.complete(made.token, { value: 'shipping-secret-value-1' })).status).toBe('used');
    await expectError(anonymous.setupLinks.complete(made.token, { value: 'again' }), 409, 'link_used');
    await expectError(anonymous.setupLinks.open('sl_unknown'), 404, 'not_found');
    expect((await p.secrets.list()).map((s) => s.name)).toContain('SHIPPING_API_KEY');
    expect((await p.setupLinks.list())[0]).toMatchObject({ id: made.link.id, status: 'used' });
    expect(JSON.stringify(await p.setupLinks.list())).not.toContain(made.token);
    const actions = h.platform.store.auditEvents.filter((e) => e.resource?.id === made.link.id).map((e) => [e.action, e.actor_type]);
    expect(actions).toEqual([['project.setup_link.create', 'user'], ['project.setup_link.use', 'anonymous']]);
  });

  it('a connector link takes exactly one API key for that connector; revoked and expired links refuse', async () => {
    const p = (await owner(h)).project('proj_storefront');
    await p.connectors.create({ app: 'acme_crm', slug: 'crm' });
    await expectError(p.setupLinks.requestConnector({ slug: 'payments' }), 400, 'nothing_to_connect');
    await expectError(p.setupLinks.requestConnector({ slug: 'ghost' }), 404, 'not_found');
    await expectError(p.setupLinks.requestSecret({ name: 'lower' }), 400, 'invalid_request');
    await expectError(p.setupLinks.requestSecret({ name: 'X', expires_in_seconds: 10 }), 400, 'invalid_request');
    const link = await p.setupLinks.requestConnector({ slug: 'crm' });
    const anonymous = h.client();
    expect(await anonymous.setupLinks.open(link.token)).toMatchObject({ kind: 'connector', auth: 'api_key', connector_name: 'Acme CRM' });
    await expectError(anonymous.setupLinks.complete(link.token, { value: 'wrong' }), 400, 'invalid_credential');
    expect((await anonymous.setupLinks.complete(link.token, { value: KEY })).status).toBe('used');
    expect((await p.connectors.call('crm.find_contacts', { query: 'ada' })).output.success).toBe(true);
    const revoked = await p.setupLinks.requestSecret({ name: 'OTHER_KEY' });
    expect((await p.setupLinks.revoke(revoked.link.id)).status).toBe('revoked');
    await expectError(p.setupLinks.revoke(revoked.link.id), 409, 'link_revoked');
    await expectError(anonymous.setupLinks.complete(revoked.token, { value: 'x' }), 409, 'link_revoked');
    const expiring = await p.setupLinks.requestSecret({ name: 'LATE_KEY', expires_in_seconds: 300 });
    h.platform.store.setupLinks.get(expiring.link.id)!.expires_at = new Date(Date.now() - 1000).toISOString();
    expect((await anonymous.setupLinks.open(expiring.token)).status).toBe('expired');
    await expectError(anonymous.setupLinks.complete(expiring.token, { value: 'x' }), 409, 'link_expired');
  });
});

describe('a planted credential is readable back nowhere', () => {
  const dir = mkdtempSync(join(tmpdir(), 'connectors-'));
  const h = useHarness('http', { dataDir: dir });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const PLANTED = 'demo_PLANTEDsecretVALUE9876543210';

  it('searches every answer, the audit log, its export and the state file', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const answers: unknown[] = [];
    const keep = async <T,>(promise: Promise<T>) => {
      const value = await promise;
      answers.push(value);
      return value;
    };
    await keep(p.connectors.create({ app: 'acme_crm', slug: 'planted', api_key: PLANTED }));
    await keep(p.connectors.setCredential('planted', PLANTED));
    await keep(p.connectors.connections.updateCredential('conn_planted', PLANTED));
    await keep(api.validateToken(PLANTED));
    await keep(p.connectors.call('planted.find_contacts', { query: 'ada', api_key: PLANTED } as never).catch((e: unknown) => e));
    const link = await keep(p.setupLinks.requestConnector({ slug: 'planted' }));
    await keep(h.client().setupLinks.complete(link.token, { value: PLANTED }));
    await keep(h.client().setupLinks.open(link.token));
    for (const read of [p.connectors.list(), p.connectors.connections.list(), p.connectors.tools(), p.connectors.describe("planted.find_contacts"), p.setupLinks.list(), p.connectors.config()] as Array<Promise<unknown>>) await keep(read);
    await keep(api.accounts.audit.log('acc_demo', { limit: 500 }));
    const exported = await api.accounts.audit.export('acc_demo', { format: 'jsonl' });
    const exportText = exported instanceof Response ? await exported.text() : String(exported);
    // The call still works: the credential resolves for the request that needs it.
    expect((await p.connectors.call('planted.find_contacts', { query: 'ada' })).output.success).toBe(true);
    h.platform.persistence!.flush();
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const haystack = [JSON.stringify(answers), JSON.stringify(h.platform.store.auditEvents), exportText, ...files].join('\n');
    expect(exportText.length).toBeGreaterThan(100);
    expect(haystack).toContain('planted');
    expect(haystack).not.toContain(PLANTED);
    expect(haystack).not.toContain(PLANTED.slice(5, 25));
    expect(files.some((f) => f.includes('"sealed"'))).toBe(true);
  });
});
