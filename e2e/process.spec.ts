// The production server as a process among others: health endpoints, one structured log line per request, a graceful
// shutdown on SIGTERM, and `npm start` stopping when its own process is killed. Each test starts its own server from
// the build, on its own port and data folder.
import { expect, test } from './fixtures';
import { startOwnServer, stopOwnServers, type OwnServerOptions } from './own-server';

const start = (command: string[], env: OwnServerOptions['env'] = {}) => startOwnServer({ command, env });

function logLines(out: string): Array<Record<string, unknown>> {
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function refused(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/healthz`);
    return false;
  } catch {
    return true;
  }
}

test.afterAll(stopOwnServers);

test.describe('the production server as a process', () => {
  test.describe.configure({ timeout: 120_000 });

  test('liveness and readiness answer without authentication and say nothing else', async () => {
    const { base } = await start([process.execPath, 'scripts/serve.mjs']);
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(await res.json(), path).toEqual({ status: 'ok' });
      expect(res.headers.get('set-cookie'), path).toBeNull();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('one JSON line per request names the route template, never the path’s ids or the query', async () => {
    const server = await start([process.execPath, 'scripts/serve.mjs']);
    await fetch(`${server.base}/v1/projects/proj_storefront/sessions?token=planted-secret-1`, { headers: { 'x-request-id': 'log-check-1' } });
    await fetch(`${server.base}/reset-password?token=planted-secret-2`, { headers: { 'x-request-id': 'log-check-2' } });
    await expect.poll(() => logLines(server.out()).filter((l) => String(l.request_id).startsWith('log-check')).length).toBe(2);
    const [v1, page] = ['log-check-1', 'log-check-2'].map((id) => logLines(server.out()).find((l) => l.request_id === id)!);
    expect(v1).toMatchObject({ method: 'GET', route: '/v1/projects/{projectId}/sessions', status: 401, upstream_status: null });
    expect(typeof v1.duration_ms).toBe('number');
    expect(Number.isNaN(Date.parse(String(v1.time)))).toBe(false);
    expect(page).toMatchObject({ method: 'GET', route: '/reset-password' });
    expect(server.out()).not.toContain('planted-secret');
    expect(server.out()).not.toContain('proj_storefront');
  });

  test('SIGTERM: a live event stream ends with a reconnect hint, the port closes, the process exits 0', async () => {
    const server = await start([process.execPath, 'scripts/serve.mjs']);
    const signIn = await fetch(`${server.base}/api/auth/sign-in/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('pc_session='))!.split(';')[0];
    const stream = await fetch(`${server.base}/v1/projects/proj_storefront/sessions/ses_live/events`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The stream is open and has said something before the signal.
    while (!received.includes('\n\n')) received += decoder.decode((await reader.read()).value, { stream: true });

    server.child.kill('SIGTERM');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain('retry: 1000');
    expect(await server.exited).toBe(0);
    expect(server.out()).toContain('Stopped.');
    expect(await refused(server.base)).toBe(true);
  });

  test('killing the `npm start` process stops the server it started', async () => {
    const server = await start(['npm', 'start', '--silent'], { CONSOLE_START_BANNER: '1', CONSOLE_BUILD: 'never' });
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await expect.poll(() => refused(server.base), { timeout: 30_000 }).toBe(true);
  });
});
