import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionHarness } from '../embedded-sessions/harness';

const PID = 'proj_storefront';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-store-'));
  dirs.push(dir);
  return dir;
};
const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const p of open.splice(0)) p.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function platformOn(dir: string, clockAt?: number) {
  const h = sessionHarness({ dataDir: dir });
  if (clockAt !== undefined) h.clock.now = clockAt;
  open.push(h.platform.persistence!);
  return h;
}

describe('the journal store', () => {
  it('migrates a store written by the previous version (the JSON file) on first start, and keeps the old file', async () => {
    const dir = dataDir();
    copyFileSync(join(__dirname, 'fixtures/platform-state-v1.json'), join(dir, 'platform-state.json'));
    const first = platformOn(dir);
    expect(first.platform.persistence?.outcome).toMatchObject({ kind: 'migrated', keptAs: join(dir, 'platform-state.v1-migrated.json') });
    expect(readdirSync(dir)).not.toContain('platform-state.json');
    first.platform.persistence!.close();
    // The second start reads the journal only: the migrated state was written to it.
    const second = platformOn(dir);
    expect(second.platform.persistence?.outcome.kind).toBe('loaded');
    const api = await second.signIn();
    const p = api.project(PID);
    expect((await p.detail()).features.find((f) => f.feature === 'connector_discover')?.enabled).toBe(true);
    const secrets = (await p.secrets.list()).map((s) => s.name);
    expect(secrets).toContain('STRIPE_KEY');
    expect(secrets).not.toContain('SEARCH_INDEX_URL');
    expect((await p.triggers.list()).map((t) => t.name)).toContain('Weekly report');
    expect((await p.changeRequests.get('cr_0001')).state).toBe('merged');
    expect((await p.files.read('README.md')).content).toContain('Written by the JSON-file store.');
    // Ids go on from the migrated counters.
    const next = await p.changeRequests.open({ title: 'After the migration', files: [{ path: 'NOTES.md', content: 'x\n' }] });
    expect(next.number).toBe(2);
  });

  it('keeps a session started from the console across a restart, and its run goes on from the clock', async () => {
    const dir = dataDir();
    const first = platformOn(dir);
    const api = await first.signIn();
    const started = await api.project(PID).sessions.create({ title: 'Keep me', prompt: 'Summarise the open orders' });
    const quiet = await api.project(PID).sessions.create({ title: 'No prompt yet' });
    // A crash: nothing flushed, the journal as the answers left it.
    const second = platformOn(dir, first.clock.now + 60_000);
    const again = await second.signIn();
    const ids = (await again.project(PID).sessions.list()).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([started.id, quiet.id]));
    const summary = await again.session(PID, started.id).get();
    expect(summary).toMatchObject({ title: 'Keep me', status: { type: 'idle' } });
    const messages = await again.session(PID, started.id).messages();
    expect(messages.items.map((m) => m.info.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(messages.items[0])).toContain('Summarise the open orders');
  });

  it('grows by about the size of the change: a one-line commit to a 1 MB file', async () => {
    const dir = dataDir();
    const h = platformOn(dir);
    const p = (await h.signIn()).project(PID);
    const lines = Array.from({ length: 14_900 }, (_, i) => `line ${i}: ${'lorem ipsum dolor sit amet '.repeat(2)}`);
    const big = `${lines.join('\n')}\n`;
    // Just under the platform's limit for one file's content (1,000,000 characters).
    expect(big.length).toBeGreaterThan(980_000);
    const add = await p.changeRequests.open({ title: 'Add the big file', files: [{ path: 'data/big.txt', content: big }] });
    await p.changeRequests.merge(add.id);
    const before = h.platform.persistence!.stats().bytes;
    lines[7_000] = 'line 7000: changed';
    const edit = await p.changeRequests.open({ title: 'One line', files: [{ path: 'data/big.txt', content: `${lines.join('\n')}\n` }] });
    await p.changeRequests.merge(edit.id);
    const growth = h.platform.persistence!.stats().bytes - before;
    // One chunk (~4–32 KB), the file's chunk list, two commits, the change request, its audit events.
    expect(growth).toBeLessThan(48 * 1024);
    h.platform.persistence!.close();
    const second = platformOn(dir);
    expect((await (await second.signIn()).project(PID).files.read('data/big.txt')).content.split('\n')[7_000]).toBe('line 7000: changed');
  });

  it('compacts in the background while writes go on, and a restart reads the compacted journal', async () => {
    const dir = dataDir();
    const h = sessionHarness({ dataDir: dir });
    open.push(h.platform.persistence!);
    const p = (await h.signIn()).project(PID);
    for (let i = 0; i < 30; i++) await p.updateFeatureFlag('connector_discover', i % 2 === 0);
    const persistence = h.platform.persistence!;
    const grown = persistence.stats();
    // Writes racing the compaction: each is answered, and each is kept.
    const writes = Array.from({ length: 10 }, (_, i) => p.secrets.upsert({ name: `RACE_${i}`, value: `v${i}` }));
    await Promise.all([persistence.compactNow(), ...writes]);
    await persistence.idle();
    const after = persistence.stats();
    expect(after.generation).toBe(grown.generation + 1);
    expect(after.bytes).toBeLessThan(grown.bytes);
    expect(readdirSync(dir).filter((n) => n.startsWith('platform-store-'))).toEqual([`platform-store-${String(after.generation).padStart(8, '0')}.log`]);
    persistence.close();
    const second = platformOn(dir);
    const names = (await (await second.signIn()).project(PID).secrets.list()).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, i) => `RACE_${i}`)));
    expect(readFileSync(join(dir, readdirSync(dir).find((n) => n.startsWith('platform-store-'))!), 'utf8')).not.toContain('"v1"');
  });
});
