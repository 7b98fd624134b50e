// Pre-compressed static files (scripts/precompress-static.mjs) and their server (scripts/static-gz.mjs), on real files
// in a temporary folder over real node:http, each answer compared with what Next itself sends for the same file: its
// `serveStatic` (the `send` package) behind its compression middleware, with the Cache-Control its router sets.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { mkdtemp, mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticGz, staticFileOf } from '@/scripts/static-gz.mjs';
import { entryFiles, precompressStatic } from '@/scripts/precompress-static.mjs';

const require = createRequire(import.meta.url);
const compression = require('next/dist/compiled/compression/index.js') as () => (req: unknown, res: unknown, next: () => void) => void;
const { serveStatic } = require('next/dist/server/serve-static.js') as {
  serveStatic(req: IncomingMessage, res: ServerResponse, path: string, opts: { root: string; etag?: boolean }): Promise<void>;
};

// Deterministic, compressible, and larger than the 1 KB threshold.
const script = (name: string, lines: number) => Array.from({ length: lines }, (_, i) => `export const ${name}${i} = () => ${JSON.stringify(`${name} line ${i}`)};`).join('\n');

let dist: string;
let staticDir: string;
let outside: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'static-gz-'));
  staticDir = join(dist, 'static');
  await mkdir(join(staticDir, 'chunks'), { recursive: true });
  await mkdir(join(dist, 'server', 'app', 'page'), { recursive: true });
  await writeFile(join(staticDir, 'chunks', 'entry.js'), script('entry', 400));
  await writeFile(join(staticDir, 'chunks', 'lazy.js'), script('lazy', 300));
  await writeFile(join(staticDir, 'chunks', 'style.css'), Array.from({ length: 200 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`).join('\n'));
  await writeFile(join(staticDir, 'chunks', 'tiny.js'), 'export const a = 1;');
  await writeFile(join(staticDir, 'chunks', 'map.json'), JSON.stringify({ a: script('json', 100) }));
  // A file next to the static folder that no request may reach.
  outside = join(dist, 'secret.js');
  await writeFile(outside, script('secret', 100));
  await writeFile(join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/entry.js'], polyfillFiles: [] }));
  await writeFile(
    join(dist, 'server', 'app', 'page', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = {}; globalThis.__RSC_MANIFEST["/page"] = {"clientModules":{"x":{"chunks":["/_next/static/chunks/lazy.js"]}},"entryCSSFiles":{"[project]/app/layout":[{"path":"static/chunks/style.css","inlined":false}]},"entryJSFiles":{"[project]/app/page":["static/chunks/entry.js"]}};`,
  );
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('precompressStatic', () => {
  it('names the entry files of the manifests, not the chunks loaded on demand', async () => {
    expect([...(await entryFiles(dist))].sort()).toEqual(['chunks/entry.js', 'chunks/style.css']);
    expect([...(await entryFiles(join(dist, 'missing')))]).toEqual([]);
  });

  it('writes a .gz of the same bytes beside each script and stylesheet from 1 KB, and keeps current ones', async () => {
    const first = await precompressStatic(dist, { zopfliFor: await entryFiles(dist) });
    expect(first).toMatchObject({ written: 3, zopfli: 2, kept: 0, skipped: 1 });
    for (const name of ['entry.js', 'lazy.js', 'style.css']) {
      const path = join(staticDir, 'chunks', name);
      expect(gunzipSync(await readFile(`${path}.gz`)).equals(await readFile(path)), name).toBe(true);
    }
    await expect(stat(join(staticDir, 'chunks', 'tiny.js.gz'))).rejects.toThrow();
    await expect(stat(join(staticDir, 'chunks', 'map.json.gz'))).rejects.toThrow();

    expect(await precompressStatic(dist)).toMatchObject({ written: 0, kept: 3 });
    // A file newer than its .gz (a build over an old folder) is compressed again.
    const lazy = join(staticDir, 'chunks', 'lazy.js');
    const later = new Date(Date.now() + 60_000);
    await utimes(lazy, later, later);
    expect(await precompressStatic(dist)).toMatchObject({ written: 1, zopfli: 0, kept: 2 });
    expect((await stat(`${lazy}.gz`)).mtimeMs).toBeGreaterThanOrEqual((await stat(lazy)).mtimeMs);
  });
});

describe('staticFileOf: which request targets name a file of the static folder', () => {
  const root = join(tmpdir(), 'dist', 'static');

  it('takes plain paths to scripts and stylesheets, decoded, without the query', () => {
    expect(staticFileOf(root, '/_next/static/chunks/0a-b_c.js')).toEqual({ path: join(root, 'chunks', '0a-b_c.js'), type: 'js' });
    expect(staticFileOf(root, '/_next/static/chunks/x.css?dpl=1')).toEqual({ path: join(root, 'chunks', 'x.css'), type: 'css' });
    expect(staticFileOf(root, '/_next/static/chunks/%61.js')).toEqual({ path: join(root, 'chunks', 'a.js'), type: 'js' });
  });

  it('refuses traversal, dot segments, encoded slashes, backslashes, NUL and other types', () => {
    for (const target of [
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/%2E%2E/secret.js',
      '/_next/static/chunks%2f..%2f..%2fsecret.js',
      '/_next/static/chunks%2F..%2F..%2Fsecret.js',
      '/_next/static/..%5csecret.js',
      '/_next/static/..\\secret.js',
      '/_next/static/chunks/a.js%00.css',
      '/_next/static/chunks/a\0.js',
      '/_next/static/./chunks/a.js',
      '/_next/static/chunks//a.js',
      '/_next/static/.hidden.js',
      '/_next/static/chunks/a.js.gz',
      '/_next/static/chunks/a.json',
      '/_next/static/chunks/%E0%A4%A.js',
      '/_next/static/',
      '/_next/image?url=/a.js',
      '/a.js',
      '//_next/static/a.js',
    ]) {
      expect(staticFileOf(root, target), target).toBeNull();
    }
  });

  it('never throws, and what it takes lies inside the folder and is a script or stylesheet', () => {
    const segment = fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '%2e', '%2f', '%5c', '%00', '\\', 'chunks', 'a.js', 'b.css', '..%2f', '%252e%252e', ''), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '.js', '.css'), (segments, ext) => {
        const found = staticFileOf(root, `/_next/static/${segments.join('/')}${ext}`);
        if (found === null) return true;
        return found.path.startsWith(root + sep) && /\.(js|css)$/.test(found.path) && !found.path.split(sep).includes('..');
      }),
      { numRuns: 2000 },
    );
    fc.assert(fc.property(fc.anything({ maxDepth: 1 }), (target) => staticFileOf(root, target as string) === null || typeof target === 'string'));
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Next's answer for the static folder: the router's Cache-Control, then `serveStatic` behind the compression middleware. */
function nextStatic(req: IncomingMessage, res: ServerResponse): void {
  compression()(req, res, () => {});
  const itemPath = decodeURIComponent((req.url ?? '').split('?')[0].slice('/_next/static'.length));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  serveStatic(req, res, itemPath, { root: staticDir, etag: true }).catch(() => {
    res.removeHeader('Cache-Control');
    res.statusCode = 404;
    res.end('not found');
  });
}

async function withServer(handle: (req: IncomingMessage, res: ServerResponse) => void, run: (base: string) => Promise<void>): Promise<void> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Headers that differ by framing or clock only. */
const comparable = (headers: Answer['headers']) => {
  const { date, connection, 'keep-alive': _keepAlive, 'transfer-encoding': _te, 'content-length': _cl, ...rest } = headers;
  void date;
  void connection;
  return rest;
};
const decoded = (a: Answer) => (a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body);

describe('createStaticGz over HTTP, against Next’s own answer', () => {
  it('answers with the .gz and exactly Next’s headers; everything else is Next’s, unchanged', async () => {
    await precompressStatic(dist, { zopfliFor: await entryFiles(dist) });
    const served = createStaticGz(staticDir);
    const answeredByUs: string[] = [];
    const ours = (req: IncomingMessage, res: ServerResponse) => {
      served(req, res).then((answered) => {
        if (answered) answeredByUs.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
        else nextStatic(req, res);
      });
    };
    const entry = join(staticDir, 'chunks', 'entry.js');
    const source = await stat(entry);
    const etag = `W/"${source.size.toString(16)}-${source.mtime.getTime().toString(16)}"`;
    const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // The first OURS cases are answered from the .gz (or with its 304), the rest fall through to Next.
    const OURS = 9;
    const cases: [string, Record<string, string>, string?][] = [
      ['/_next/static/chunks/entry.js', gzip],
      ['/_next/static/chunks/entry.js?dpl=abc', gzip],
      ['/_next/static/chunks/%65ntry.js', gzip],
      ['/_next/static/chunks/style.css', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/lazy.js', { 'accept-encoding': 'deflate, gzip;q=0.5' }],
      ['/_next/static/chunks/entry.js', { ...gzip, 'if-none-match': etag }],
      ['/_next/static/chunks/entry.js', { ...gzip, 'if-none-match': 'W/"other"' }],
      ['/_next/static/chunks/entry.js', { ...gzip, 'if-modified-since': source.mtime.toUTCString() }],
      ['/_next/static/chunks/entry.js', { ...gzip, 'if-none-match': etag, 'cache-control': 'no-cache' }],
      // Next's to answer:
      ['/_next/static/chunks/entry.js', gzip, 'HEAD'],
      ['/_next/static/chunks/entry.js', {}],
      ['/_next/static/chunks/entry.js', { 'accept-encoding': 'identity' }],
      ['/_next/static/chunks/entry.js', { 'accept-encoding': 'deflate' }],
      ['/_next/static/chunks/entry.js', { 'accept-encoding': 'gzip;q=0' }],
      ['/_next/static/chunks/entry.js', { ...gzip, range: 'bytes=0-99' }],
      ['/_next/static/chunks/entry.js', { ...gzip, 'if-match': '"x"' }],
      ['/_next/static/chunks/tiny.js', gzip],
      ['/_next/static/chunks/map.json', gzip],
      ['/_next/static/chunks/missing.js', gzip],
      ['/_next/static/chunks%2f..%2f..%2fsecret.js', gzip],
    ];
    await withServer(ours, async (oursBase) => {
      await withServer(nextStatic, async (nextBase) => {
        for (const [i, [path, headers, method]] of cases.entries()) {
          const [a, b] = await Promise.all([get(oursBase, path, headers, method), get(nextBase, path, headers, method)]);
          const label = `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`;
          expect(a.status, label).toBe(b.status);
          expect(comparable(a.headers), label).toEqual(comparable(b.headers));
          expect(decoded(a).equals(decoded(b)), label).toBe(true);
          if (i < OURS && a.status === 200) {
            const file = join(staticDir, (path.split('?')[0].slice('/_next/static/'.length)).replace('%65', 'e'));
            expect(a.body.equals(await readFile(`${file}.gz`)), label).toBe(true);
            expect(Number(a.headers['content-length']), label).toBe(a.body.length);
          }
        }
      });
    });
    expect(answeredByUs).toHaveLength(OURS);
  });

  it('leaves a file whose .gz is older or missing to Next', async () => {
    const served = createStaticGz(staticDir);
    const lazy = join(staticDir, 'chunks', 'lazy.js');
    const later = new Date(Date.now() + 120_000);
    await utimes(lazy, later, later);
    let answered = true;
    await withServer((req, res) => void served(req, res).then((done) => ((answered = done), done || nextStatic(req, res))), async (base) => {
      const a = await get(base, '/_next/static/chunks/lazy.js', { 'accept-encoding': 'gzip' });
      expect(a.status).toBe(200);
      expect(answered).toBe(false);
      expect(gunzipSync(a.body).equals(await readFile(lazy))).toBe(true);
      await rm(`${lazy}.gz`);
      const b = await get(base, '/_next/static/chunks/lazy.js', { 'accept-encoding': 'gzip' });
      expect(answered).toBe(false);
      expect(gunzipSync(b.body).equals(await readFile(lazy))).toBe(true);
    });
    expect(outside).toBeTruthy();
  });
});
