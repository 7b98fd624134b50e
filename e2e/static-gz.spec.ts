// The production server answers the build's scripts and stylesheets with the `.gz` written at build time
// (scripts/precompress-static.mjs, scripts/static-gz.mjs). Compared with a second server of the same build that
// leaves them to Next (CONSOLE_STATIC_GZ=0): same headers, same bytes once decoded, and Next's own 404 unchanged.
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { startOwnServer, stopOwnServers } from './own-server';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

const SESSION = '/projects/proj_storefront/sessions/ses_checkout_tax';
const STATIC_DIR = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static');
const COMPARED = ['status', 'cache-control', 'content-type', 'content-encoding', 'etag', 'last-modified', 'vary', 'accept-ranges'];

let nextOnly = '';


interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they came over the wire (fetch would decode them). */
function raw(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const compared = (answer: Raw) => Object.fromEntries(COMPARED.map((name) => [name, name === 'status' ? answer.status : (answer.headers[name] ?? null)]));
const decoded = (answer: Raw) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body);
/** A 404 page's text with its per-request CSP nonce replaced. */
function withoutNonce(body: Buffer): string {
  const text = body.toString();
  const nonce = /nonce="([^"]+)"/.exec(text)?.[1];
  return nonce ? text.split(nonce).join('NONCE') : text;
}

test.describe('pre-compressed static files', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    nextOnly = (await startOwnServer({ env: { CONSOLE_STATIC_GZ: '0' }, host: 'localhost' })).base;
  });

  test.afterAll(stopOwnServers);

  test('the session page’s scripts arrive as the build’s .gz files, with Next’s headers and the same bytes', async ({ page, baseURL }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/_next/static/')) scripts.add(response.url());
    });
    await signInThroughApi(page.request, DEMO);
    await page.goto(SESSION);
    await expect(page.getByRole('feed')).toHaveAttribute('data-ready', 'true');
    expect(scripts.size).toBeGreaterThan(5);

    const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    let fromBuild = 0;
    for (const url of scripts) {
      const path = new URL(url).pathname;
      const [ours, next] = await Promise.all([raw(`${baseURL}${path}`, accept), raw(`${nextOnly}${path}`, accept)]);
      expect(compared(ours), path).toEqual(compared(next));
      expect(decoded(ours).equals(decoded(next)), `${path}: decoded bytes`).toBe(true);
      const file = join(STATIC_DIR, decodeURIComponent(path.slice('/_next/static/'.length)));
      if (ours.headers['content-encoding'] === 'gzip' && ours.body.equals(readFileSync(`${file}.gz`))) fromBuild++;
    }
    // Every script of 1 KB or more comes from the build's .gz (smaller ones are not compressed by Next either).
    const large = [...scripts].filter((url) => readFileSync(join(STATIC_DIR, new URL(url).pathname.slice('/_next/static/'.length))).length >= 1024);
    expect(fromBuild).toBe(large.length);
  });

  test('a missing chunk gets Next’s 404, and a revalidation Next’s 304', async ({ baseURL }) => {
    for (const path of ['/_next/static/chunks/does-not-exist.js', '/_next/static/chunks%2f..%2f..%2fBUILD_ID.js', '/_next/static/../BUILD_ID']) {
      const [ours, next] = await Promise.all([raw(`${baseURL}${path}`, { 'accept-encoding': 'gzip' }), raw(`${nextOnly}${path}`, { 'accept-encoding': 'gzip' })]);
      expect(ours.status, path).toBe(next.status);
      expect(compared(ours), path).toEqual(compared(next));
      expect(withoutNonce(decoded(ours)) === withoutNonce(decoded(next)), `${path}: body`).toBe(true);
    }
    const html = await (await fetch(`${baseURL}/sign-in`)).text();
    const first = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1];
    const fresh = await raw(`${baseURL}${first}`, { 'accept-encoding': 'gzip' });
    const etag = String(fresh.headers.etag);
    const [ours, next] = await Promise.all([
      raw(`${baseURL}${first}`, { 'accept-encoding': 'gzip', 'if-none-match': etag }),
      raw(`${nextOnly}${first}`, { 'accept-encoding': 'gzip', 'if-none-match': etag }),
    ]);
    expect(ours.status).toBe(304);
    expect(compared(ours)).toEqual(compared(next));
    expect(ours.body.length).toBe(0);
  });
});
