import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyStore } from '@/lib/embedded/store';
import { NOT_PERSISTED, PERSISTED_SLICES } from '@/lib/embedded/persist/slices';
import { decodeFrames, encodeFrame } from '@/lib/embedded/persist/journal';
import { sessionHarness } from '../embedded-sessions/harness';

const ACME = 'acc_demo';
const PID = 'proj_storefront';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** The journal files' text (records are stored as JSON text). */
const storeText = (dir: string) => readdirSync(dir).filter((n) => /^platform-store-\d+\.log$/.test(n)).map((n) => readFileSync(join(dir, n), 'utf8')).join('');
const journalOf = (dir: string) => join(dir, readdirSync(dir).find((n) => /^platform-store-\d+\.log$/.test(n))!);
/** The live records of the journal in `dir`, by slice: key → JSON text (null: a tombstone). */
function recordsOf(dir: string): Record<string, Record<string, string | null>> {
  const bytes = readFileSync(journalOf(dir));
  const records = new Map<string, string | null>();
  decodeFrames(bytes, bytes.indexOf(10) + 1, records);
  const out: Record<string, Record<string, string | null>> = {};
  for (const [key, value] of records) {
    const [slice, entry] = key.split('\u0000');
    (out[slice] ??= {})[entry] = value;
  }
  return out;
}

/** A platform on `dir` whose pending save is written before the next one starts (as at a clean restart). */
function platformOn(dir: string) {
  const h = sessionHarness({ dataDir: dir });
  return { ...h, save: () => h.platform.persistence!.flush() };
}

async function writeAcrossAreas(dir: string) {
  const first = platformOn(dir);
  const api = await first.signIn();
  const p = api.project(PID);
  await p.updateFeatureFlag('connector_discover', true);
  await p.secrets.upsert({ name: 'STRIPE_KEY', value: 'sk_live_never_stored_in_clear' });
  await p.triggers.create({ name: 'Weekly report', type: 'cron', prompt_template: 'Summarise the week', cron: '0 9 * * 1', timezone: 'UTC', agent: 'catalog' });
  const assignment = await api.accounts.createAssignment(ACME, { principal: { type: 'user', id: 'usr_contractor' }, role: 'member', scope: { type: 'project', project_id: 'proj_support' } });
  const readme = (await p.files.read('README.md')).content;
  const cr = await p.changeRequests.open({ title: 'Persist me', files: [{ path: 'README.md', content: `${readme}Saved across restarts.\n` }] });
  await p.changeRequests.merge(cr.id);
  first.save();
  return { assignment, cr };
}

describe('durable demo data', () => {
  it('every Store field is either saved by a slice or listed as not persisted, with a reason', () => {
    const covered = new Set(PERSISTED_SLICES.flatMap((s) => s.covers));
    const missing = Object.keys(emptyStore()).filter((k) => !covered.has(k as never) && !(k in NOT_PERSISTED));
    expect(missing).toEqual([]);
    expect(new Set(PERSISTED_SLICES.map((s) => s.name)).size).toBe(PERSISTED_SLICES.length);
  });

  it('flags, secrets, triggers, access, merged change requests, repo files and audit survive a new platform on the same folder', async () => {
    const dir = dataDir();
    const { assignment, cr } = await writeAcrossAreas(dir);
    expect(storeText(dir)).not.toContain('sk_live_never_stored_in_clear');

    const second = platformOn(dir);
    expect(second.platform.persistence?.outcome.kind).toBe('loaded');
    const api = await second.signIn();
    const p = api.project(PID);
    const flag = (await p.detail()).features.find((f) => f.feature === 'connector_discover');
    expect(flag).toMatchObject({ enabled: true, override: true, changed_by: { type: 'user', id: 'usr_demo', name: 'Dana Demo' } });
    expect(flag?.changed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await p.detail()).features.find((f) => f.feature === 'secrets_egress')).toMatchObject({ changed_by: null, changed_at: null });
    expect((await p.secrets.list()).map((s) => s.name)).toContain('STRIPE_KEY');
    expect((await p.triggers.list()).map((t) => t.name)).toContain('Weekly report');
    expect((await api.accounts.listAssignments(ACME, { principal_id: 'usr_contractor' })).map((a) => a.id)).toContain(assignment.id);
    expect((await p.changeRequests.get(cr.id)).state).toBe('merged');
    expect((await p.files.read('README.md')).content).toContain('Saved across restarts.');
    const actions = (await api.accounts.audit.log(ACME)).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['project.feature_flag.set', 'iam.assignment.create']));
    // Ids keep counting from where they were: a new change request does not reuse #1.
    const next = await p.changeRequests.open({ title: 'Second', files: [{ path: 'NOTES.md', content: 'x\n' }] });
    expect(next.number).toBe(cr.number + 1);
  });

  it('saves only the changes since the seed, each write before it is answered', async () => {
    const dir = dataDir();
    const h = platformOn(dir);
    const api = await h.signIn();
    // The sign-in's audit event (and its id counter) are saved; nothing else differs from the seed yet.
    expect(Object.keys(recordsOf(dir)).sort()).toEqual(['auditEvents', 'counters']);
    await api.project(PID).updateFeatureFlag('connector_discover', true);
    await api.project(PID).updateFeatureFlag('secrets_egress', true);
    // No flush: the answer came after the write was on disk.
    const records = recordsOf(dir);
    expect(Object.keys(records.projects)).toEqual([PID]);
    expect(JSON.parse(records.projects[PID]!).features).toEqual({ connector_discover: true, secrets_egress: true });
    expect(records.assignments).toBeUndefined();
    expect(readFileSync(journalOf(dir), 'utf8').startsWith('platform-console/embedded-store 2\n')).toBe(true);
  });

  it('a crash mid-write (a torn last frame, a compaction temp file left behind) keeps every whole write', async () => {
    const dir = dataDir();
    await writeAcrossAreas(dir);
    const journal = journalOf(dir);
    const whole = readFileSync(journal);
    // Half of a frame setting the flag back, as a crash in the middle of an append leaves it.
    writeFileSync(journal, Buffer.concat([whole, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 1, 9, 0])]));
    writeFileSync(`${journal.replace(/\d+\.log$/, '00000099.log')}.tmp`, whole.subarray(0, whole.length / 2));

    const second = platformOn(dir);
    expect(second.platform.persistence?.outcome).toMatchObject({ kind: 'loaded', truncatedBytes: 11 });
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(readFileSync(journal).equals(whole)).toBe(true);
    const api = await second.signIn();
    expect((await api.project(PID).detail()).features.find((f) => f.feature === 'connector_discover')?.enabled).toBe(true);
  });

  it('ignores, with a notice, a store it cannot read (another version, a bad record), keeps it aside and starts from the seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const broken of [
      (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace('embedded-store 2', 'embedded-store 9'), 'latin1'),
      (bytes: Buffer) => Buffer.concat([bytes, encodeFrame([[`projects\u0000${PID}`, '{"features":']])]),
      (bytes: Buffer) => Buffer.concat([bytes, encodeFrame([['repos\u0000c:proj_storefront:0000', '{"c":{},"base":"missing","tree":[]}']])]),
    ]) {
      const dir = dataDir();
      await writeAcrossAreas(dir);
      writeFileSync(journalOf(dir), broken(readFileSync(journalOf(dir))));
      const second = platformOn(dir);
      expect(second.platform.persistence?.outcome.kind).toBe('ignored');
      expect(readdirSync(dir).some((n) => n.includes('.unreadable-'))).toBe(true);
      const api = await second.signIn();
      expect((await api.project(PID).detail()).features.find((f) => f.feature === 'connector_discover')?.enabled).toBe(false);
      expect((await api.project(PID).secrets.list()).map((s) => s.name)).not.toContain('STRIPE_KEY');
    }
    expect(warn.mock.calls.filter(([m]) => String(m).includes('ignored the saved state'))).toHaveLength(3);
  });

  it('deletions survive too, and demo data the seed gains later still appears', async () => {
    const dir = dataDir();
    const first = platformOn(dir);
    const api = await first.signIn();
    await api.project(PID).secrets.remove('SEARCH_INDEX_URL');
    expect(recordsOf(dir).secrets).toEqual({ [`${PID}/SEARCH_INDEX_URL`]: null });
    const second = platformOn(dir);
    const names = (await (await second.signIn()).project(PID).secrets.list()).map((s) => s.name);
    expect(names).toContain('PAYMENTS_API_KEY');
    expect(names).not.toContain('SEARCH_INDEX_URL');
  });
});
