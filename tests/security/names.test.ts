import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDisplaySafe } from '@/lib/contract/names';
import { failure, repoHarness } from '../embedded-repo/harness';

const SPOOFS = ['evil\u0000name', 'admin\u202Egnp.exe', 'a\u2066b', 'lone\ud800surrogate', 'low\udc00first', 'bell\u0007', 'next\u0085line'];

describe('user-named fields refuse spoofing characters', () => {
  it('isDisplaySafe: real names pass (accents, CJK, emoji), spoofing characters do not', () => {
    for (const name of ['Storefront', 'Café déjà vu', '数据管道', 'Launch 🚀 plan', 'עברית']) expect(isDisplaySafe(name), name).toBe(true);
    for (const name of SPOOFS) expect(isDisplaySafe(name), JSON.stringify(name)).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typeof isDisplaySafe(s)).toBe('boolean');
      }),
    );
  });

  it('projects, sessions, change requests and accounts answer 400 and change nothing', async () => {
    const h = repoHarness();
    const api = await h.as('demo@example.com');
    for (const name of SPOOFS) {
      expect((await failure(api.project('proj_storefront').update({ name }))).status, `project ${JSON.stringify(name)}`).toBe(400);
      expect((await failure(api.project('proj_storefront').sessions.create({ title: name }))).status).toBe(400);
      expect((await failure(api.project('proj_storefront').changeRequests.open({ title: name, files: [{ path: 'a.txt', content: 'x' }] }))).status).toBe(400);
      expect((await failure(api.accounts.create({ name }))).status).toBe(400);
    }
    expect((await api.project('proj_storefront').get()).name).toBe('Storefront');
    await expect(api.project('proj_storefront').update({ name: 'Storefront 🚀' })).resolves.toMatchObject({ name: 'Storefront 🚀' });
  });
});
