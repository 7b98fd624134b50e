// The proxy over real HTTP with the node:http upstream (PLATFORM_API_URL): how answers are read (whole or streamed),
// that one kept-alive connection pool never mixes users up, and that the remembered unseal does not outlive a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { parseConfig } from '@/lib/config';
import { createBff, type Bff } from '@/lib/bff/context';
import { proxyRequest } from '@/lib/bff/proxy';
import { signInWithPassword, signOut } from '@/lib/bff/auth-handlers';
import { DEMO, MEMBER, SECRET, appRequest, jsonRequest, sessionCookieFrom, setCookieLine, tokensIn } from './harness';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A JSON array of `count` items, about 100 bytes each. */
function jsonArray(count: number): string {
  return JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: `item_${i}`, note: 'n'.repeat(80) })));
}

describe('proxy over the node:http upstream: answers, users and sessions', () => {
  const platform = createEmbeddedPlatform();
  let whoamiCount = 0;
  let eventsClosed: () => void = () => {};
  let release: () => void = () => {};
  let server: http.Server;
  let bff: Bff;
  const cookies: Record<'demo' | 'member', string> = { demo: '', member: '' };

  beforeAll(async () => {
    // Probes on paths the platform does not serve; everything else goes to the real embedded platform.
    server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/v1/probe/chunked') {
        // No content-length: the answer is sent chunked, in three writes.
        const text = jsonArray(30);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.write(text.slice(0, 100));
        res.write(text.slice(100, 2000));
        res.end(text.slice(2000));
        return;
      }
      if (path === '/v1/probe/large-chunked') {
        const text = jsonArray(6000); // about 600 KB, past the 256 KB read whole
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < text.length; i += 50_000) res.write(text.slice(i, i + 50_000));
        res.end();
        return;
      }
      if (path === '/v1/probe/torn-chunked') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"items":[1,2,');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (path === '/v1/probe/ndjson') {
        // Newline-delimited JSON is a stream, not one document: each line must go on as it comes.
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        res.write('{"line":1}\n');
        new Promise<void>((resolve) => (release = resolve)).then(() => res.end('{"line":2}\n'));
        return;
      }
      if (path === '/v1/probe/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: one\ndata: 1\n\n');
        req.socket.once('close', () => eventsClosed());
        return;
      }
      if (path === '/v1/probe/whoami') {
        // Echoes a digest of the bearer token it received, on whichever kept-alive connection it came.
        const auth = req.headers.authorization ?? '';
        const body = JSON.stringify({ token: sha(auth.replace(/^Bearer /, '')), socket: `${req.socket.remotePort}` });
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(body);
        }, whoamiCount++ % 4); // answers come back out of order
        return;
      }
      void forward(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    bff = createBff({ config: parseConfig({ PLATFORM_API_URL: url, SESSION_SECRET: SECRET }, () => {}) });
    for (const [name, who] of [['demo', DEMO], ['member', MEMBER]] as const) {
      const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', who), bff);
      expect(res.status).toBe(200);
      cookies[name] = sessionCookieFrom(res)!;
    }
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await platform.handle(
      new Request(`http://platform.test${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }),
    );
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => (out[name] = value));
    res.writeHead(answer.status, out);
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  it('passes on a chunked JSON answer byte for byte', async () => {
    const res = await proxyRequest(appRequest('/v1/probe/chunked', { cookie: cookies.demo }), bff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe(jsonArray(30));
  });

  it('passes on a chunked JSON answer longer than it reads whole, byte for byte', async () => {
    const res = await proxyRequest(appRequest('/v1/probe/large-chunked', { cookie: cookies.demo }), bff);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBe(jsonArray(6000).length);
    expect(sha(text)).toBe(sha(jsonArray(6000)));
  });

  it('answers 502 when a chunked answer is cut short, never a torn body', async () => {
    const res = await proxyRequest(appRequest('/v1/probe/torn-chunked', { cookie: cookies.demo }), bff);
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe('upstream_unavailable');
  });

  it('streams newline-delimited JSON as it comes', async () => {
    const res = await proxyRequest(appRequest('/v1/probe/ndjson', { cookie: cookies.demo }), bff);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // The second line is only sent once the first has reached the browser.
    expect(decoder.decode((await reader.read()).value)).toBe('{"line":1}\n');
    release();
    expect(decoder.decode((await reader.read()).value)).toBe('{"line":2}\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('closes the platform’s event stream when the browser goes away, the answer left unread', async () => {
    const closed = new Promise<void>((resolve) => (eventsClosed = resolve));
    const browser = new AbortController();
    const req = new Request('http://app.test/v1/probe/events', { headers: { cookie: cookies.demo }, signal: browser.signal });
    const res = await proxyRequest(req, bff);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    browser.abort();
    await closed;
    await expect(res.text()).rejects.toThrow();
  });

  it('sends each user’s own token over the shared kept-alive connections, however the requests interleave', async () => {
    const expected = {
      demo: sha((await tokensIn(cookies.demo)).accessToken),
      member: sha((await tokensIn(cookies.member)).accessToken),
    };
    expect(expected.demo).not.toBe(expected.member);
    // Four waves of twelve requests at once, users mixed: later waves reuse the sockets of earlier ones.
    const answers: { name: 'demo' | 'member'; body: { token: string; socket: string } }[] = [];
    for (let wave = 0; wave < 4; wave++) {
      const who = Array.from({ length: 12 }, (_, i) => ((i + wave) % 2 === 0 ? 'member' : 'demo') as 'demo' | 'member');
      answers.push(
        ...(await Promise.all(
          who.map(async (name) => {
            const res = await proxyRequest(appRequest('/v1/probe/whoami', { cookie: cookies[name] }), bff);
            return { name, body: (await res.json()) as { token: string; socket: string } };
          }),
        )),
      );
    }
    for (const { name, body } of answers) expect(body.token).toBe(expected[name]);
    // Connections were reused across users (fewer sockets than requests), so the check above means something.
    expect(new Set(answers.map((a) => a.body.socket)).size).toBeLessThan(answers.length);
    const sockets = (name: string) => new Set(answers.filter((a) => a.name === name).map((a) => a.body.socket));
    expect([...sockets('demo')].some((s) => sockets('member').has(s))).toBe(true);
  });

  it('gives each user their own projects through the same upstream', async () => {
    const list = async (cookie: string) =>
      ((await (await proxyRequest(appRequest('/v1/projects', { cookie }), bff)).json()) as { id: string }[]).map((p) => p.id).sort();
    const [demo, member] = await Promise.all([list(cookies.demo), list(cookies.member)]);
    expect(member.length).toBeGreaterThan(0);
    expect(demo.length).toBeGreaterThan(member.length);
    expect(member.every((id) => demo.includes(id))).toBe(true);
  });

  it('refuses a cookie once its session is signed out, though that seal was just read (and remembered)', async () => {
    const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff);
    const cookie = sessionCookieFrom(res)!;
    expect((await proxyRequest(appRequest('/v1/projects', { cookie }), bff)).status).toBe(200);
    expect((await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), bff)).status).toBe(204);
    const after = await proxyRequest(appRequest('/v1/projects', { cookie }), bff);
    expect(after.status).toBe(401);
    expect(setCookieLine(after)).toMatch(/^pc_session=; .*Max-Age=0/);
    // The other session of the same user is untouched.
    expect((await proxyRequest(appRequest('/v1/projects', { cookie: cookies.demo }), bff)).status).toBe(200);
  });
});
