import { beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '@/lib/sdk';
import { addSession } from '@/lib/embedded/sessions/store-sessions';
import { apiError, sessionHarness } from './harness';

const h = sessionHarness();
let manager: Platform;
let member: Platform;

beforeAll(async () => {
  manager = await h.signIn('demo@example.com');
  member = await h.signIn('member@example.com');
});

describe('session list scopes and access', () => {
  it('lists active sessions by default and adds unavailable, warm and deleted ones in the project scope for managers', async () => {
    const mine = await manager.project('proj_storefront').sessions.list();
    expect(mine.every((s) => s.lifecycle === 'active')).toBe(true);
    expect(mine.map((s) => s.id)).toEqual(expect.arrayContaining(['ses_checkout_tax', 'ses_live', 'ses_long_2000', 'ses_manager_notes']));

    const inventory = await manager.project('proj_storefront').sessions.list({ scope: 'project' });
    const extra = inventory.filter((s) => !mine.some((m) => m.id === s.id));
    expect(extra.map((s) => [s.id, s.lifecycle, s.runtimeState]).sort()).toEqual([
      ['ses_deleted_spike', 'deleted', 'deleted'],
      ['ses_nightly_seo', 'unavailable', 'sandbox_evicted'],
      ['ses_warm_standby', 'warm', 'warm_pool'],
    ]);
    expect(inventory.find((s) => s.id === 'ses_deleted_spike')?.owner).toEqual({ id: 'usr_member', name: 'Morgan Member' });
  });

  it('answers 403 to the project scope without project-manager permission', async () => {
    const error = await apiError(member.project('proj_storefront').sessions.list({ scope: 'project' }));
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ code: 'forbidden', permission: 'project.members.manage' });
  });

  it('shows a member their own and project-shared sessions, never another user’s private one', async () => {
    const ids = (await member.project('proj_storefront').sessions.list()).map((s) => s.id);
    expect(ids).toContain('ses_search_relevance');
    expect(ids).toContain('ses_checkout_tax');
    expect(ids).not.toContain('ses_manager_notes');
    expect(ids).not.toContain('ses_deleted_spike');
  });

  it('a manager does not open another user’s private session: both scopes omit it and get answers 404; trigger-made ones open', async () => {
    for (const scope of ['mine', 'project'] as const) {
      expect((await manager.project('proj_storefront').sessions.list({ scope })).map((s) => s.id)).not.toContain('ses_search_relevance');
    }
    expect((await apiError(manager.session('proj_storefront', 'ses_search_relevance').get())).status).toBe(404);
    expect((await member.session('proj_storefront', 'ses_search_relevance').get()).owner.id).toBe('usr_member');
    // A trigger-made session owned by the member (e.g. fired on their behalf), private: a manager may open it (the spec).
    addSession(h.platform.store, { projectId: 'proj_storefront', info: { id: 'ses_trigger_private', title: 'Nightly sync (fired)', time: { created: 1, updated: 1 } }, ownerId: 'usr_member', agent: 'checkout', visibility: 'private', origin: 'trigger' });
    expect((await manager.session('proj_storefront', 'ses_trigger_private').get()).visibility).toBe('private');
    expect((await manager.project('proj_storefront').sessions.list()).map((s) => s.id)).toContain('ses_trigger_private');
    const casey = await h.signIn('casey@example.com');
    expect((await apiError(casey.session('proj_storefront', 'ses_trigger_private').get())).status).toBe(403);
  });

  it('answers 404 for a session the caller cannot open, on every session operation', async () => {
    for (const call of [
      () => member.session('proj_storefront', 'ses_manager_notes').get(),
      () => member.session('proj_storefront', 'ses_manager_notes').messages(),
      () => member.session('proj_storefront', 'ses_manager_notes').status(),
      () => member.session('proj_storefront', 'ses_manager_notes').children(),
      () => member.session('proj_storefront', 'ses_deleted_spike').get(),
      () => manager.session('proj_storefront', 'ses_does_not_exist').get(),
    ]) {
      expect((await apiError(call())).status).toBe(404);
    }
    expect((await manager.session('proj_storefront', 'ses_manager_notes').get()).visibility).toBe('private');
  });

  it('answers 403 in a project the caller has no access to', async () => {
    expect((await apiError(member.project('proj_support').sessions.list())).status).toBe(403);
    expect((await apiError(member.session('proj_support', 'ses_support_triage').get())).status).toBe(403);
  });

  it('summarises each session for the list: owner, agent, model, cost, tokens, status, error and child count', async () => {
    const list = await manager.project('proj_storefront').sessions.list();
    const byId = new Map(list.map((s) => [s.id, s]));
    const checkout = byId.get('ses_checkout_tax')!;
    expect(checkout).toMatchObject({ owner: { id: 'usr_demo', name: 'Dana Demo' }, agent: 'checkout', model: 'anthropic/claude-sonnet-4-5', status: { type: 'idle' }, childCount: 0 });
    expect(checkout.cost).toBeGreaterThan(0);
    expect(checkout.tokens.input).toBeGreaterThan(0);
    expect(checkout.error).toBeUndefined();
    expect(byId.get('ses_provider_auth')!.error).toMatch(/API key not valid/);
    expect(byId.get('ses_aborted_migration')!.error).toBeUndefined();
    expect(byId.get('ses_release_notes')!.childCount).toBe(2);
    expect(byId.get('ses_release_notes_changelog')!).toMatchObject({ parentID: 'ses_release_notes', childCount: 1 });
    expect(byId.get('ses_live')!.status.type).toBe('busy');
  });

  it('lists child sessions, with the failed child’s error', async () => {
    const children = await manager.session('proj_storefront', 'ses_release_notes').children();
    expect(children.map((c) => c.id).sort()).toEqual(['ses_release_notes_changelog', 'ses_release_notes_screens']);
    expect(children.find((c) => c.id === 'ses_release_notes_screens')!.error).toMatch(/Incorrect API key/);
    expect(await manager.session('proj_storefront', 'ses_checkout_tax').children()).toEqual([]);
  });

  it('counts the sessions a caller can open in the project detail', async () => {
    const managerList = await manager.project('proj_storefront').sessions.list();
    const memberList = await member.project('proj_storefront').sessions.list();
    expect((await manager.project('proj_storefront').detail()).counts.sessions).toBe(managerList.length);
    expect((await member.project('proj_storefront').detail()).counts.sessions).toBe(memberList.length);
    expect(memberList.map((s) => s.id)).not.toContain('ses_manager_notes');
    expect(managerList.map((s) => s.id)).not.toContain('ses_search_relevance');
  });

  it('creates a private session owned by the caller', async () => {
    const created = await member.project('proj_storefront').sessions.create({ title: 'Try the new cart' });
    expect(created).toMatchObject({ title: 'Try the new cart', owner: { id: 'usr_member' }, visibility: 'private', status: { type: 'idle' }, messageCount: 0 });
    expect((await member.project('proj_storefront').sessions.list()).map((s) => s.id)).toContain(created.id);
    expect((await apiError(h.client(null).project('proj_storefront').sessions.create())).status).toBe(401);
  });
});
