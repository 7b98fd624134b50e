// The production server answers plain /v1 requests itself (lib/bff/node-v1.ts, called from scripts/serve.mjs) instead
// of through Next's router, middleware and route handler. These tests compare the two paths over real HTTP: the e2e
// Two servers from the same build run side by side, one as `npm start` runs it (direct) and one with
// CONSOLE_V1_VIA_NEXT=1 (Next's path, as before), and each request goes to both: status, the headers a browser acts on,
// and the body must agree.
import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { startOwnServer, stopOwnServers } from './own-server';

let DIRECT = '';
let viaNext = '';
const readyLines: Record<string, string> = {};
const cookies: Record<string, string> = {};

// Everything but the per-answer values (date, request ids, cookies' contents, lengths that gzip changes).
const COMPARED = [
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
  'x-accel-buffering',
  'content-disposition',
  'allow',
];

// Next's router adds its own request headers to the Vary of every app route's answer; a JSON answer does not vary by
// them (and is never stored: no-store), so the direct path leaves them out. Every other token must agree.
const NEXT_ROUTER_VARY = /^(rsc|next-router-[a-z-]+)$/i;

function comparedHeaders(headers: Headers): Record<string, string | null> {
  const picked = Object.fromEntries(COMPARED.map((name) => [name, headers.get(name)]));
  if (picked.vary !== null) picked.vary = picked.vary.split(',').map((t) => t.trim()).filter((t) => !NEXT_ROUTER_VARY.test(t)).join(', ') || null;
  return picked;
}


async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pc_session='));
  expect(res.status, 'sign-in').toBe(200);
  return cookie!.split(';')[0];
}

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  requestId: string | null;
  setCookie: string[];
  body: string;
}

async function ask(base: string, path: string, init: RequestInit & { signedIn?: boolean } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.signedIn !== false) headers.set('cookie', cookies[base]);
  const res = await fetch(base + path, { ...init, headers, redirect: 'manual' });
  return {
    status: res.status,
    headers: comparedHeaders(res.headers),
    requestId: res.headers.get('x-request-id'),
    setCookie: res.headers.getSetCookie().map((c) => c.split('=')[0]),
    body: await res.text(),
  };
}

/** The same request on both servers; the answers must agree. Returns the direct one. */
async function same(path: string, init: RequestInit & { signedIn?: boolean } = {}, compareBody = true): Promise<Answer> {
  const [direct, next] = [await ask(DIRECT, path, init), await ask(viaNext, path, init)];
  expect(direct.status, `${init.method ?? 'GET'} ${path}: status`).toBe(next.status);
  expect(direct.headers, `${init.method ?? 'GET'} ${path}: headers`).toEqual(next.headers);
  expect(direct.setCookie).toEqual(next.setCookie);
  if (compareBody) expect(direct.body, `${init.method ?? 'GET'} ${path}: body`).toBe(next.body);
  return direct;
}

test.describe('/v1 straight from the production server, against Next’s route handler', () => {
  async function start(env: Record<string, string>): Promise<string> {
    const server = await startOwnServer({ env, host: 'localhost' });
    readyLines[server.base] = server.readyLine;
    return server.base;
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    DIRECT = await start({});
    viaNext = await start({ CONSOLE_V1_VIA_NEXT: '1' });
    cookies[DIRECT] = await signIn(DIRECT);
    cookies[viaNext] = await signIn(viaNext);
  });

  test.afterAll(stopOwnServers);

  test('the server says which path /v1 takes', () => {
    expect(readyLines[DIRECT]).toContain('/v1 served directly');
    expect(readyLines[viaNext]).toContain('/v1 through Next');
  });

  test('a JSON list: the same body, gzip, CSP and security headers; HEAD has them without a body', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const list = await same('/v1/projects/proj_storefront/secrets', { headers: gzip });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(list.headers['x-frame-options']).toBe('DENY');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(list.body)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'PAYMENTS_API_KEY' })]));
    // Without gzip accepted, none.
    expect((await same('/v1/projects/proj_storefront/secrets', { headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeNull();
    const head = await same('/v1/projects/proj_storefront/secrets', { method: 'HEAD', headers: gzip });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    // HSTS only when the request came over https (as a TLS-terminating proxy says).
    const https = await same('/v1/me', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
  });

  test('the caller’s request id comes back; errors keep the platform’s shape and status', async () => {
    const echoed = await ask(DIRECT, '/v1/projects', { headers: { 'x-request-id': 'e2e-v1-direct-1' } });
    expect(echoed.requestId).toBe('e2e-v1-direct-1');
    // A malformed id is replaced, not echoed.
    const replaced = await ask(DIRECT, '/v1/projects', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const strip = (body: string) => ({ ...JSON.parse(body), request_id: undefined });

    const missing = await same('/v1/projects/proj_nope/secrets', {}, false);
    expect(missing.status).toBe(404);
    const signedOut = await same('/v1/projects', { signedIn: false });
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.body)).toMatchObject({ code: 'unauthorized' });
    const stale = await same('/v1/projects', { signedIn: false, headers: { cookie: 'pc_session=stale' } });
    expect(stale.status).toBe(401);
    expect(stale.setCookie).toEqual(['pc_session']);
    const auth = await same('/v1/auth/token');
    expect(JSON.parse(auth.body)).toMatchObject({ code: 'use_bff_auth' });
    const encodedSlash = await same('/v1/projects%2Fproj_storefront/secrets');
    expect(JSON.parse(encodedSlash.body)).toMatchObject({ code: 'invalid_path' });

    // Cross-site writes are refused by the CSRF guard on both paths.
    const crossSite = await same('/v1/projects/proj_storefront/secrets', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body)).toMatchObject({ code: 'csrf_rejected' });

    // Spellings Next redirects or its middleware refuses still go to Next on the direct server: same answers.
    const malformed = await same('/v1/projects/%FF', {}, false);
    expect(malformed.status).toBe(400);
    expect(strip(malformed.body)).toMatchObject({ code: 'invalid_path' });
    expect((await same('/v1//projects', {}, false)).status).toBe(308);
    expect((await same('/v1/projects/', {}, false)).status).toBe(308);
    const options = await same('/v1/projects', { method: 'OPTIONS' }, false);
    expect(options.headers.allow).toContain('GET');
  });

  test('request bodies: a bad body and an over-limit body, declared or streamed, are refused alike', async () => {
    const origin = { 'content-type': 'application/json' };
    const bad = await ask(DIRECT, '/v1/projects/proj_storefront/secrets', { method: 'POST', headers: { ...origin, origin: DIRECT }, body: '{"name":' });
    const badNext = await ask(viaNext, '/v1/projects/proj_storefront/secrets', { method: 'POST', headers: { ...origin, origin: viaNext }, body: '{"name":' });
    expect(bad.status).toBe(badNext.status);
    expect(bad.headers).toEqual(badNext.headers);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(bad.body).code).toBe(JSON.parse(badNext.body).code);

    // Over the 1 MB limit, streamed in chunks with no length announced: 413 in the error shape on both.
    const streamed = async (base: string) => {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(0x61);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 2 * 1024 * 1024) controller.close();
          else {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          }
        },
      });
      return ask(base, '/v1/projects/proj_storefront/secrets', { method: 'POST', headers: { ...origin, origin: base }, body, duplex: 'half' } as RequestInit);
    };
    const [direct, next] = [await streamed(DIRECT), await streamed(viaNext)];
    expect(direct.status).toBe(413);
    expect(direct.status).toBe(next.status);
    expect(direct.headers).toEqual(next.headers);
    expect(JSON.parse(direct.body)).toEqual(JSON.parse(next.body));

    // An import announcing more than 50 MB is refused before any of it is read (Next's path reads the whole body
    // before its route handler runs, so it has no answer to compare until the client has sent all of it).
    const announced = (base: string) =>
      new Promise<{ status: number; headers: Record<string, string | null>; body: string }>((resolve, reject) => {
        const url = new URL('/v1/projects/proj_storefront/sessions/import', base);
        const req = httpRequest(url, {
          method: 'POST',
          headers: { ...origin, origin: base, cookie: cookies[base], 'content-length': String(51 * 1024 * 1024) },
        });
        req.once('error', reject);
        req.once('response', (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.once('end', () => {
            req.destroy();
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
            resolve({ status: res.statusCode ?? 0, headers: comparedHeaders(headers), body });
          });
        });
        req.write('{}');
      });
    const tooBig = await announced(DIRECT);
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(tooBig.body)).toMatchObject({ code: 'payload_too_large', limit: 50 * 1024 * 1024 });
  });

  test('a live session’s event stream: unbuffered, not gzipped, events as they come', async () => {
    const path = '/v1/projects/proj_storefront/sessions/ses_live/events';
    const open = async (base: string) => {
      const controller = new AbortController();
      const res = await fetch(base + path, { headers: { cookie: cookies[base], 'accept-encoding': 'gzip', accept: 'text/event-stream' }, signal: controller.signal });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      return { status: res.status, headers: comparedHeaders(res.headers), first };
    };
    const [direct, next] = [await open(DIRECT), await open(viaNext)];
    expect(direct.status).toBe(200);
    expect(direct.headers).toEqual(next.headers);
    expect(direct.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(direct.headers['content-encoding']).toBeNull();
    expect(direct.headers['cache-control']).toBe('no-store, no-transform');
    expect(direct.headers['x-accel-buffering']).toBe('no');
    expect(direct.first).toMatch(/^(id|event|data|retry|:)/m);
  });
});
