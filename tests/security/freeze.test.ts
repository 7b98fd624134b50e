// The embedded platform runs in the console's process: one slow handler would stall every user. Each write route
// gets the largest input it accepts while the event loop's longest stall is measured.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { DIFF_MAX_EDIT_LENGTH } from '@/lib/embedded/repo/diff';
import { MERGE_MAX_BYTES } from '@/lib/repo/three-way';
import { SESSION_CREATE_LIMIT } from '@/lib/embedded/sessions/creation-rate';
import { addSession } from '@/lib/embedded/sessions/store-sessions';
import { failure, repoHarness } from '../embedded-repo/harness';

/**
 * The bound: 100 ms is the goal (docs/SECURITY.md records the measured stalls, a few ms to tens of ms); the test
 * allows 250 ms so that a GC pause on a loaded 2-core CI machine is not a failure, while the freezes it guards
 * against (9 s, 8.5 s, 11 s) fail it by far.
 */
const STALL_LIMIT_MS = Number(process.env.EVENT_LOOP_STALL_LIMIT_MS ?? 250);

async function longestStall<T>(action: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await action();
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

const lines = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed} line ${i} ${(i * 7919) % 1000}`).join('\n') + '\n';

describe('no request stalls the event loop', () => {
  it('diffs of two different 6,000-line files: bounded, answered as too large with line counts', async () => {
    const h = repoHarness();
    const api = (await h.as('demo@example.com')).project('proj_storefront');
    const first = await api.changeRequests.open({ title: 'big file', files: [{ path: 'data/big.txt', content: lines(6_000, 'alpha') }] });
    await api.changeRequests.merge(first.id, {});
    const second = await api.changeRequests.open({ title: 'rewrite', files: [{ path: 'data/big.txt', content: lines(6_000, 'omega') }] });
    const { result: diff, stallMs } = await longestStall(() => api.changeRequests.diff(second.id));
    const file = diff.files.find((f) => f.path === 'data/big.txt')!;
    expect(file.too_large).toMatchObject({ before_lines: 6_000, after_lines: 6_000 });
    expect(['edits', 'time']).toContain(file.too_large!.reason);
    expect(file.patch).toBe('');
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    // A small change to the same big file still gets its patch.
    const small = await api.changeRequests.open({ title: 'tweak', files: [{ path: 'data/big.txt', content: lines(6_000, 'alpha').replace('alpha line 10 ', 'alpha line ten ') }] });
    const tweak = (await api.changeRequests.diff(small.id)).files[0];
    expect(tweak.too_large).toBeUndefined();
    expect([tweak.additions, tweak.deletions]).toEqual([1, 1]);
    expect(DIFF_MAX_EDIT_LENGTH).toBeLessThan(12_000);
  }, 30_000);

  it('update-branch of a data file of repeated lines changed on both sides: refused as 422 merge_too_large, resolvable by hand', async () => {
    // The probe's reproduction: a manager merges a data file twice; a change request based on the older commit is
    // updated. node-diff3 took 96 s for 4,000 lines (cubic on repeated lines); the merge now stops at its budget.
    const h = repoHarness();
    const api = (await h.as('demo@example.com')).project('proj_storefront');
    const rows = (every: number, a: string, b: string) => Array.from({ length: 4_000 }, (_, i) => (i % every ? a : b)).join('\n');
    await api.changeRequests.merge((await api.changeRequests.open({ title: 'data v1', files: [{ path: 'data/rows.txt', content: rows(2, 'row: 1', 'row: 2') }] })).id);
    const [older] = await api.git.commits();
    await api.changeRequests.merge((await api.changeRequests.open({ title: 'data v2', files: [{ path: 'data/rows.txt', content: rows(5, 'row: 2', 'row: 4') }] })).id);
    const stale = await api.changeRequests.open({ title: 'member edit', base_sha: older.sha, files: [{ path: 'data/rows.txt', content: rows(3, 'row: 1', 'row: 3') }] });
    const refused = await failure(api.changeRequests.updateBranch(stale.id));
    expect([refused.status, refused.code]).toEqual([422, 'merge_too_large']);
    expect(refused.body).toMatchObject({ path: 'data/rows.txt', limits: { max_bytes: MERGE_MAX_BYTES } });
    expect(['edits', 'time']).toContain((refused.body as { reason: string }).reason);
    expect(refused.message).toMatch(/send its resolved content as a resolution/);
    expect((await api.changeRequests.get(stale.id)).base_sha).toBe(older.sha);
    // The way out the message names: the resolved content is taken without a merge.
    const resolved = await api.changeRequests.updateBranch(stale.id, { resolutions: [{ path: 'data/rows.txt', content: rows(3, 'row: 2', 'row: 3') }] });
    expect(resolved.base_sha).not.toBe(older.sha);

    // A side over the size limit is refused before any line is split.
    const big = (seed: string) => `${seed}\n${'x\n'.repeat(MERGE_MAX_BYTES / 2)}`;
    await api.changeRequests.merge((await api.changeRequests.open({ title: 'big v1', files: [{ path: 'data/big.txt', content: big('one') }] })).id);
    const [bigBase] = await api.git.commits();
    await api.changeRequests.merge((await api.changeRequests.open({ title: 'big v2', files: [{ path: 'data/big.txt', content: big('two') }] })).id);
    const bigStale = await api.changeRequests.open({ title: 'big edit', base_sha: bigBase.sha, files: [{ path: 'data/big.txt', content: `${big('one')}tail` }] });
    expect((await failure(api.changeRequests.updateBranch(bigStale.id))).body).toMatchObject({ code: 'merge_too_large', reason: 'size', path: 'data/big.txt' });
  }, 30_000);

  it('manifests: over 256 KB refused unparsed; 20,000 keys and 20,000 duplicate keys checked in linear time', async () => {
    const h = repoHarness();
    const api = (await h.as('demo@example.com')).project('proj_storefront');
    const huge = `platform_version: 2\n${'x'.repeat(300 * 1024)}`;
    const refused = await longestStall(() => api.validateManifest(huge));
    expect(refused.result.diagnostics[0]).toMatchObject({ code: 'manifest_too_large' });
    expect(refused.stallMs).toBeLessThan(STALL_LIMIT_MS);

    const manyKeys = `platform_version: 2\ndefault_agent: main\nagents:\n  main:\n    enabled: true\nenv:\n${Array.from({ length: 20_000 }, (_, i) => `  k${i}: v`).join('\n')}\n`;
    expect(manyKeys.length).toBeLessThan(256 * 1024);
    const many = await longestStall(() => api.validateManifest(manyKeys));
    expect(many.stallMs).toBeLessThan(STALL_LIMIT_MS);

    const duplicates = `platform_version: 2\n${Array.from({ length: 20_000 }, () => 'dup: 1').join('\n')}\n`;
    const dup = await longestStall(() => api.validateManifest(duplicates));
    // The answer lists the first MAX_DIAGNOSTICS and counts the rest (tests/security/one-request.test.ts).
    expect(dup.result.diagnostics.filter((d) => d.message.includes('unique'))).toHaveLength(100);
    expect([dup.result.diagnostics_omitted, dup.result.error_count]).toEqual([19_899, 19_999]);
    expect(dup.stallMs).toBeLessThan(STALL_LIMIT_MS);
  }, 60_000);

  it('the session list of 8,000 sessions is one linear page; creating sessions is rate limited per user with Retry-After', async () => {
    const h = repoHarness();
    const api = (await h.as('demo@example.com')).project('proj_support');
    for (let i = 0; i < 8_000; i++) {
      addSession(h.platform.store, {
        projectId: 'proj_support',
        info: { id: `ses_bulk_${i}`, title: `Bulk ${i}`, time: { created: h.clock.now - i * 1000, updated: h.clock.now - i * 1000 }, ...(i % 3 === 0 && i > 0 ? { parentID: 'ses_bulk_0' } : {}) },
        ownerId: 'usr_demo',
        agent: 'triage',
      });
    }
    const { result: first, stallMs } = await longestStall(() => api.sessions.list({ limit: 1_000 }));
    expect(first).toHaveLength(1_000);
    expect(first.find((s) => s.id === 'ses_bulk_0')?.childCount).toBe(2_666);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    const second = await api.sessions.list({ limit: 1_000, after: first.at(-1)!.id });
    expect(second[0].id).not.toBe(first.at(-1)!.id);
    expect(new Set([...first, ...second].map((s) => s.id)).size).toBe(2_000);

    for (let i = 0; i < SESSION_CREATE_LIMIT; i++) await api.sessions.create({ title: `burst ${i}` });
    const error = await failure(api.sessions.create({ title: 'one too many' }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('session_rate_limited');
    expect((error.body as { retry_after: number }).retry_after).toBeGreaterThan(0);
    const raw = await h.platform.handle(
      new Request('http://embedded.invalid/v1/projects/proj_support/sessions', {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(h)}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.now += 61_000;
    await expect(api.sessions.create({ title: 'after the window' })).resolves.toMatchObject({ title: 'after the window' });
  }, 60_000);

  it('parseManifest refuses oversized text before parsing', () => {
    const result = parseManifest('a: 1\n'.repeat(60_000));
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0].code).toBe('manifest_too_large');
  });
});

async function tokenOf(h: ReturnType<typeof repoHarness>): Promise<string> {
  const res = await h.platform.handle(
    new Request('http://embedded.invalid/v1/auth/sign-in/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    }),
  );
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}
