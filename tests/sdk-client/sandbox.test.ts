// A session's sandbox through the SDK's session handle: health, ensureReady, files and the agent runtime, against the
// embedded platform in-process and over real HTTP.
import { describe, expect, it } from 'vitest';
import { SANDBOX_UPLOAD_LIMIT_BYTES, fileContentBytes, isRuntimeReady } from '@/lib/sdk';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const P = 'proj_storefront';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

describe.each(TRANSPORTS)('session sandbox (%s)', (transport) => {
  const h = useHarness(transport);

  it('wakes an asleep sandbox: health, runtime refused until ensureReady, then the runtime answers', async () => {
    const { api } = await signIn(h);
    const session = api.session(P, 'ses_manager_notes');
    const asleep = await session.health();
    expect(asleep).toMatchObject({ session_id: 'ses_manager_notes', sandbox: 'asleep', runtime: 'not_ready', ready: false });
    expect(isRuntimeReady(asleep)).toBe(false);
    await expectError(session.runtime.path(), 409, 'runtime_not_ready');

    expect(await session.ensureReady()).toEqual({ sandbox: 'ready', woke: true });
    expect(await session.ensureReady()).toEqual({ sandbox: 'ready', woke: false });
    const ready = await session.health();
    expect(ready).toMatchObject({ sandbox: 'ready', runtime: 'ready', ready: true });
    expect(isRuntimeReady(ready)).toBe(true);
    expect(await session.runtime.path()).toEqual({ root: '/workspace', directory: '/workspace' });
    expect(await session.runtime.config()).toMatchObject({ version: expect.any(String) });
    expect(await session.runtime.status()).toMatchObject({ session_id: 'ses_manager_notes', status: 'idle', uptime_ms: expect.any(Number) });
  });

  it('lists, reads and searches the fixed file tree', async () => {
    const { api } = await signIn(h);
    const files = api.session(P, 'ses_manager_notes').files;
    expect((await files.list()).map((e) => `${e.type}:${e.path}`)).toEqual(['dir:assets', 'dir:notes', 'dir:src', 'dir:tests', 'file:README.md', 'file:package.json']);
    expect(await files.list('src')).toEqual([
      { path: 'src/cart.ts', name: 'cart.ts', type: 'file', size: expect.any(Number) },
      { path: 'src/index.ts', name: 'index.ts', type: 'file', size: expect.any(Number) },
    ]);
    const cart = await files.read('src/cart.ts');
    expect(cart).toMatchObject({ path: 'src/cart.ts', encoding: 'utf8' });
    expect(cart.content).toContain('export function cartTotal');
    expect(cart.size).toBe(new TextEncoder().encode(cart.content).byteLength);

    const png = await files.read('./assets/pixel.png');
    expect(png.encoding).toBe('base64');
    expect([...fileContentBytes(png).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    expect(await files.findText('todo')).toEqual([
      { path: 'notes/TODO.md', line: 1, text: expect.stringContaining('TODO: ask') },
      { path: 'src/cart.ts', line: 3, text: '// TODO: round to cents once the currency service is live' },
    ]);
    expect(await files.findText('no such text anywhere')).toEqual([]);
    await expectError(files.read('src/missing.ts'), 404, 'file_not_found');
    await expectError(files.list('nowhere'), 404, 'file_not_found');
  });

  it('uploads text and bytes, replaces, and refuses traversal, oversize bodies and files used as folders', async () => {
    const { api } = await signIn(h);
    const files = api.session(P, 'ses_manager_notes').files;
    expect(await files.upload('notes/plan.md', '# Plan\nShip it\n')).toEqual({ path: 'notes/plan.md', size: 15, replaced: false });
    expect((await files.read('notes/plan.md')).content).toBe('# Plan\nShip it\n');
    expect((await files.findText('ship it'))[0]).toEqual({ path: 'notes/plan.md', line: 2, text: 'Ship it' });

    const bytes = new Uint8Array([0, 255, 128, 7, 0xc3]);
    expect(await files.upload('notes/plan.md', bytes)).toEqual({ path: 'notes/plan.md', size: 5, replaced: true });
    const back = await files.read('notes/plan.md');
    expect(back.encoding).toBe('base64');
    expect([...fileContentBytes(back)]).toEqual([...bytes]);

    const atLimit = new Uint8Array(SANDBOX_UPLOAD_LIMIT_BYTES).fill(97);
    expect((await files.upload('big.txt', atLimit)).size).toBe(SANDBOX_UPLOAD_LIMIT_BYTES);
    const over = await expectError(files.upload('big.txt', new Uint8Array(SANDBOX_UPLOAD_LIMIT_BYTES + 1)), 413, 'file_too_large');
    expect(over.body).toMatchObject({ limit: SANDBOX_UPLOAD_LIMIT_BYTES, size: SANDBOX_UPLOAD_LIMIT_BYTES + 1 });

    for (const path of ['../escape.txt', 'notes/../../escape.txt', 'notes/./x', 'a\\b', 'notes/', 'a//b']) {
      await expectError(files.upload(path, 'x'), 400, 'invalid_path');
    }
    await expectError(files.read('../../etc/passwd'), 400, 'invalid_path');
    await expectError(files.list('../'), 400, 'invalid_path');
    await expectError(files.upload('', 'x'), 400, 'invalid_request');
    await expectError(files.upload('src', 'x'), 409, 'path_is_folder');
    await expectError(files.upload('README.md/inner.txt', 'x'), 409, 'path_is_file');
    // A leading slash names the workspace root, never the machine's.
    expect((await files.upload('/notes/rooted.md', 'r')).path).toBe('notes/rooted.md');
  });

  it('answers 503 for the health of an evicted sandbox and 409 for its files and wake-up', async () => {
    const { api } = await signIn(h);
    const session = api.session(P, 'ses_nightly_seo');
    const error = await expectError(session.health(), 503, 'sandbox_unavailable');
    expect(error.body).toMatchObject({ session_id: 'ses_nightly_seo', sandbox: 'unavailable', runtime: 'not_ready', ready: false });
    expect(isRuntimeReady(error.body)).toBe(false);
    await expectError(session.ensureReady(), 409, 'sandbox_unavailable');
    await expectError(session.files.list(), 409, 'sandbox_unavailable');
  });

  it('checks access: a member reads and wakes own sessions but may not upload or reach the runtime; others get 404', async () => {
    const member = (await signIn(h, 'member@example.com')).api;
    const started = await member.project(P).sessions.create({ agent: 'checkout' });
    const mine = member.session(P, started.id);
    expect((await mine.health()).sandbox).toBe('asleep');
    expect((await mine.files.list()).length).toBeGreaterThan(0);
    expect(await mine.ensureReady()).toEqual({ sandbox: 'ready', woke: true });
    await expectError(mine.files.upload('x.txt', 'x'), 403, 'forbidden');
    await expectError(mine.runtime.status(), 403, 'forbidden');
    // The owner's private session does not exist for the member.
    await expectError(member.session(P, 'ses_manager_notes').files.read('README.md'), 404, 'not_found');
    await expectError(h.client().session(P, 'ses_manager_notes').health(), 401, 'unauthorized');
  });

  it('keeps each session its own sandbox', async () => {
    const { api } = await signIn(h);
    await api.session(P, 'ses_warm_standby').files.upload('only-here.txt', 'warm');
    await expectError(api.session(P, 'ses_live').files.read('only-here.txt'), 404, 'file_not_found');
    expect((await api.session(P, 'ses_warm_standby').health()).ready).toBe(true);
  });
});
