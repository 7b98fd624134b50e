import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSessionExport } from '@/lib/embedded/sessions/import';
import type { Platform } from '@/lib/sdk';
import { exportFixture } from './export-fixture';
import { apiError, sessionHarness } from './harness';

const h = sessionHarness();
let manager: Platform;
let member: Platform;
const storefront = () => manager.project('proj_storefront');

beforeAll(async () => {
  manager = await h.signIn('demo@example.com');
  member = await h.signIn('member@example.com');
});

function snapshot() {
  return JSON.stringify([...h.platform.store.sessions.keys()].sort());
}

describe('session import', () => {
  it('imports a valid export: owned by the importer, shared with the project, unknown parts kept as-is', async () => {
    const unknownPart = { type: 'hologram', beam: { color: 'teal' } };
    const summary = await storefront().sessions.import(exportFixture('ses_imported_ok', unknownPart));
    expect(summary).toMatchObject({
      id: 'ses_imported_ok',
      title: 'Imported: tidy the README',
      projectID: 'proj_storefront',
      owner: { id: 'usr_demo', name: 'Dana Demo' },
      visibility: 'project',
      lifecycle: 'active',
      messageCount: 2,
      model: 'openai/gpt-5',
    });
    expect(summary.cost).toBeCloseTo(0.0123 * 1.2, 6);
    const page = await manager.session('proj_storefront', 'ses_imported_ok').messages();
    expect(page.items[1].parts.find((p) => p.type === 'hologram')).toMatchObject(unknownPart);
    expect((await member.project('proj_storefront').sessions.list()).map((s) => s.id)).toContain('ses_imported_ok');
  });

  it('refuses a duplicate id in the project with 409 session_exists and changes nothing', async () => {
    const before = snapshot();
    for (const id of ['ses_imported_ok', 'ses_checkout_tax']) {
      const error = await apiError(storefront().sessions.import(exportFixture(id)));
      expect(error.status).toBe(409);
      expect(error.code).toBe('session_exists');
    }
    expect(snapshot()).toBe(before);
    const other = await manager.project('proj_support').sessions.import(exportFixture('ses_imported_ok'));
    expect(other.projectID).toBe('proj_support');
  });

  it.each([
    ['not an object', [1, 2, 3], 'not an agent-runtime export: expected a JSON object with info and messages'],
    ['no info', { messages: [] }, 'not an agent-runtime export: missing info'],
    ['no info.id', { info: { title: 'x' }, messages: [] }, 'not an agent-runtime export: missing info.id'],
    ['no messages', { info: { id: 'ses_x' } }, 'not an agent-runtime export: missing messages (an array)'],
    ['a bad role', (() => { const e = exportFixture('ses_bad_role'); (e.messages[1].info as { role: string }).role = 'robot'; return e; })(), 'messages[1].info.role must be user or assistant'],
    ['parts not an array', (() => { const e = exportFixture('ses_bad_parts'); (e.messages[0] as { parts: unknown }).parts = 'text'; return e; })(), 'messages[0].parts must be an array of parts'],
    ['a part without type', (() => { const e = exportFixture('ses_bad_part'); delete (e.messages[1].parts[1] as { type?: string }).type; return e; })(), 'messages[1].parts[1].type must be a string (the part type)'],
    ['a path-like id', exportFixture('../etc/passwd'), 'info.id must be 1–200 letters'],
    ['a time beyond what a Date holds', (() => { const e = exportFixture('ses_far_future'); (e.info as { time: { updated: number } }).time = { updated: 1e16 }; return e; })(), 'info.time.updated must be a time before the year 10000'],
    ['a negative message time', (() => { const e = exportFixture('ses_before_1970'); (e.messages[0].info as { time: { created: number } }).time = { created: -5 }; return e; })(), 'messages[0].info.time.created must be a time after 1970'],
    ['a repeated message id', (() => { const e = exportFixture('ses_dupe_msg'); e.messages[1].info.id = e.messages[0].info.id; return e; })(), 'messages[1].info.id repeats messages[0].info.id'],
  ])('refuses %s with 400 invalid_export, a clear message, and no change', async (_name, body, message) => {
    const before = snapshot();
    const error = await apiError(storefront().sessions.import(body as never));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_export');
    expect(error.message).toContain(message);
    expect(snapshot()).toBe(before);
  });

  it('needs project.write: a member gets 403 and nothing changes', async () => {
    const before = snapshot();
    const error = await apiError(member.project('proj_storefront').sessions.import(exportFixture('ses_member_try')));
    expect(error.status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});

describe('imports in a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes UI/API imports to <dataDir>/imports/<project>/<id>.json and loads them into a new platform', async () => {
    const first = sessionHarness({ dataDir: dir });
    const api = await first.signIn('demo@example.com');
    await api.project('proj_storefront').sessions.import(exportFixture('ses_persisted'));
    expect(readdirSync(join(dir, 'imports', 'proj_storefront'))).toEqual(['ses_persisted.json']);
    const stored = JSON.parse(readFileSync(join(dir, 'imports', 'proj_storefront', 'ses_persisted.json'), 'utf8'));
    expect(stored['x-platform-import'].ownerId).toBe('usr_demo');

    writeFileSync(join(dir, 'imports', 'proj_storefront', 'broken.json'), '{"info": {}}');
    const second = sessionHarness({ dataDir: dir });
    const reloaded = await (await second.signIn('demo@example.com')).session('proj_storefront', 'ses_persisted').get();
    expect(reloaded).toMatchObject({ id: 'ses_persisted', owner: { id: 'usr_demo' }, messageCount: 2 });
    expect([...second.platform.store.sessions.keys()].filter((k) => k.includes('broken'))).toEqual([]);
  });

  it('keeps tests in memory when no data folder is given', async () => {
    expect(h.platform.store.sessions.has('proj_storefront/ses_imported_ok')).toBe(true);
    expect(existsSync(join('.platform-data', 'imports', 'proj_storefront', 'ses_imported_ok.json'))).toBe(false);
    expect(existsSync(join(dir, 'imports', 'proj_storefront', 'ses_imported_ok.json'))).toBe(false);
  });
});

describe('validateSessionExport', () => {
  it('never throws on arbitrary JSON and answers ok or a message', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = validateSessionExport(value);
        return result.ok || (typeof result.message === 'string' && result.message.length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on export-shaped values with arbitrary messages and parts', () => {
    const part = fc.oneof(fc.jsonValue(), fc.record({ type: fc.oneof(fc.string(), fc.jsonValue()), text: fc.jsonValue() }));
    const message = fc.oneof(fc.jsonValue(), fc.record({ info: fc.oneof(fc.jsonValue(), fc.record({ id: fc.jsonValue(), role: fc.jsonValue() })), parts: fc.oneof(fc.jsonValue(), fc.array(part)) }));
    fc.assert(
      fc.property(fc.record({ info: fc.record({ id: fc.oneof(fc.string(), fc.jsonValue()), title: fc.jsonValue() }), messages: fc.array(message, { maxLength: 6 }) }), (value) => {
        const result = validateSessionExport(value);
        if (result.ok) expect(result.value.messages.every((m) => Array.isArray(m.parts))).toBe(true);
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('accepts messages without role or time, and unknown part types', () => {
    const result = validateSessionExport({ info: { id: 'ses_min' }, messages: [{ info: { id: 'm1' }, parts: [{ type: 'from-the-future', x: 1 }] }] });
    expect(result.ok).toBe(true);
  });
});
