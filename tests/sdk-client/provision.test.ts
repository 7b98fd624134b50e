import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { STARTERS } from '@/lib/embedded/repo/starters';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

let clock = Date.parse('2026-06-01T10:00:00Z');

describe('starter templates', () => {
  it.each(STARTERS)('$id has a valid manifest', (starter) => {
    expect(parseManifest(starter.files['platform.yaml'], { format: 'yaml' }).ok).toBe(true);
  });
});

describe.each(TRANSPORTS)('projects.provision (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock });

  it('follows the idempotency rows: 201, then 409 provision_in_flight, then 201 with the first project and no push token', async () => {
    const { api } = await signIn(h);
    const first = await api.projects.provision({ name: 'Checkout v2', starter_template: 'support-desk', idempotency_key: 'key-checkout-v2' });
    expect(first).toMatchObject({ status: 'provisioning', push_token: expect.stringMatching(/^platform_push_/) });
    const inFlight = await rejection(api.projects.provision({ name: 'Checkout v2', idempotency_key: 'key-checkout-v2' }));
    expect([inFlight.status, inFlight.code]).toEqual([409, 'provision_in_flight']);
    clock += 5_000;
    const again = await api.projects.provision({ name: 'Another name', idempotency_key: 'key-checkout-v2' });
    expect(again).toEqual({ project_id: first.project_id, status: 'ready', push_token: null });
    const project = await api.project(first.project_id).detail();
    expect([project.name, project.role]).toEqual(['Checkout v2', 'manager']);
    expect((await api.project(first.project_id).files.read('platform.yaml')).content).toContain('default_agent: triage');
    expect(h.platform.store.auditEvents.some((e) => e.action === 'project.provision' && e.project_id === first.project_id)).toBe(true);
  });

  it('refuses an unknown starter and a member of the account', async () => {
    const { api } = await signIn(h);
    expect((await rejection(api.projects.provision({ name: 'X', starter_template: 'nope' }))).code).toBe('unknown_starter');
    const member = (await signIn(h, 'member@example.com')).api;
    expect((await rejection(member.projects.provision({ name: 'Mine' }))).status).toBe(403);
    expect((await api.projects.starters()).map((s) => s.id)).toEqual(STARTERS.map((s) => s.id));
  });
});
