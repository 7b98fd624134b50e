import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness, type Harness } from './transports';

// The smallest valid PNG (1×1, transparent) and an SVG that would run script if it were ever inlined.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');

function enterprise(h: Harness, accountId = 'acc_demo') {
  h.platform.store.billing.get(accountId)!.tier = 'enterprise';
}

describe.each(TRANSPORTS)('account branding (%s)', (transport) => {
  const h = useHarness(transport);

  it('without the Enterprise entitlement: reads the default, and every change answers 402 entitlement_required', async () => {
    const owner = (await signIn(h)).api;
    expect(await owner.accounts.branding.get('acc_demo')).toEqual({ account_id: 'acc_demo', entitled: false, app_name: null, assets: {}, updated_at: null });
    for (const call of [
      () => owner.accounts.branding.update('acc_demo', { app_name: 'Acme Agents' }),
      () => owner.accounts.branding.uploadAsset('acc_demo', 'logo', { content_type: 'image/png', data_base64: PNG }),
      () => owner.accounts.branding.removeAsset('acc_demo', 'logo'),
      () => owner.accounts.branding.reset('acc_demo'),
    ]) {
      const refused = await rejection(call());
      expect({ status: refused.status, code: refused.code, entitlement: (refused.body as { entitlement?: string }).entitlement }).toEqual({ status: 402, code: 'entitlement_required', entitlement: 'branding' });
    }
    expect((await owner.accounts.branding.get('acc_demo')).app_name).toBeNull();
  });

  it('with it: names the app, uploads a checked logo for light and dark, removes one, and resets; audited', async () => {
    enterprise(h);
    const owner = (await signIn(h)).api;
    expect((await owner.accounts.branding.update('acc_demo', { app_name: '  Acme Agents ' })).app_name).toBe('Acme Agents');
    const withLogo = await owner.accounts.branding.uploadAsset('acc_demo', 'logo', { content_type: 'image/png', data_base64: PNG });
    expect(withLogo.assets.logo).toMatchObject({ content_type: 'image/png', size: 70, data_url: `data:image/png;base64,${PNG}` });
    await owner.accounts.branding.uploadAsset('acc_demo', 'logo_dark', { content_type: 'image/png', data_base64: PNG });
    const member = (await signIn(h, 'member@example.com')).api;
    const seen = await member.accounts.branding.get('acc_demo');
    expect(seen).toMatchObject({ entitled: true, app_name: 'Acme Agents' });
    expect(Object.keys(seen.assets).sort()).toEqual(['logo', 'logo_dark']);
    expect(Object.keys((await owner.accounts.branding.removeAsset('acc_demo', 'logo_dark')).assets)).toEqual(['logo']);
    const reset = await owner.accounts.branding.reset('acc_demo');
    expect(reset).toMatchObject({ app_name: null, assets: {} });
    const actions = (await owner.accounts.audit.log('acc_demo', { action: 'account.branding' })).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['account.branding.update', 'account.branding.asset.upload', 'account.branding.asset.remove', 'account.branding.reset']));
  });

  it('refuses SVG, a type the bytes do not match, oversize files, unknown kinds, bad names and members, and nothing changes', async () => {
    enterprise(h);
    const owner = (await signIn(h)).api;
    const upload = (kind: string, content_type: string, data_base64: string) => rejection(owner.accounts.branding.uploadAsset('acc_demo', kind, { content_type, data_base64 }));
    const cases = [
      [await upload('logo', 'image/svg+xml', SVG), 415, 'unsupported_media_type'],
      [await upload('logo', 'text/html', PNG), 415, 'unsupported_media_type'],
      [await upload('logo', 'image/jpeg', PNG), 400, 'content_mismatch'],
      [await upload('logo', 'image/png', SVG), 400, 'content_mismatch'],
      [await upload('logo', 'image/png', 'not base64!'), 400, 'invalid_base64'],
      [await upload('banner', 'image/png', PNG), 400, 'unknown_asset_kind'],
      [await upload('logo', 'image/png', Buffer.alloc(300 * 1024, 1).toString('base64')), 413, 'payload_too_large'],
    ] as const;
    for (const [error, status, code] of cases) expect({ status: error.status, code: error.code }).toEqual({ status, code });
    expect((await rejection(owner.accounts.branding.update('acc_demo', { app_name: '   ' }))).status).toBe(400);
    expect((await rejection(owner.accounts.branding.update('acc_demo', { app_name: 'x'.repeat(61) }))).status).toBe(400);
    expect((await rejection(owner.accounts.branding.removeAsset('acc_demo', 'favicon'))).status).toBe(404);
    const member = (await signIn(h, 'member@example.com')).api;
    expect((await rejection(member.accounts.branding.update('acc_demo', { app_name: 'Mine' }))).status).toBe(403);
    expect(await owner.accounts.branding.get('acc_demo')).toMatchObject({ app_name: null, assets: {} });
  });
});
