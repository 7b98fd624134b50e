// Answers `GET /_next/static/*` with the `.gz` that scripts/precompress-static.mjs wrote beside the file, as nginx's
// `gzip_static` does: the bytes of a build-time Zopfli/`gzip -9` pass instead of Next gzipping each answer at level 6.
// It sends exactly what Next sends for that file gzipped (its `send` headers, the immutable Cache-Control its router
// sets for the static folder, `Vary: Accept-Encoding`) and answers conditional requests as `send` does (304 with
// the same headers as Next's). Content-Length instead of chunked: the size is known.
// Anything it is not sure about returns false and goes to Next unchanged: HEAD (Next does not compress those), a
// client that does not pick gzip, Range / If-Range / If-Match / If-Unmodified-Since, a path that is not a plain file
// inside the static folder, a file under 1 KB, a missing or older `.gz`.
import { open, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fresh from 'next/dist/compiled/fresh/index.js';
import Negotiator from 'negotiator';

const PREFIX = '/_next/static/';
// What `send` (through mime 1.6) names these two; the only types the build step compresses.
const TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' };
const THRESHOLD = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const negotiated = new Map();
/** Whether Next's compression middleware would gzip for this Accept-Encoding (its Negotiator rule). */
function picksGzip(header) {
  const value = typeof header === 'string' ? header : Array.isArray(header) ? header.join(', ') : '';
  let known = negotiated.get(value);
  if (known === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': value } });
    let method = negotiator.encoding(['gzip', 'deflate', 'identity']);
    if (method === 'deflate' && negotiator.encoding(['gzip'])) method = negotiator.encoding(['gzip', 'identity']);
    known = method === 'gzip';
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(value, known);
  }
  return known;
}

/**
 * The file under `staticDir` that a request target names, or null: only `/_next/static/` paths to a `.js` or `.css`
 * file, decoded once, with no `..` or dot segment, no backslash, NUL or encoded slash, resolving inside `staticDir`.
 * Never throws.
 */
export function staticFileOf(staticDir, target) {
  if (typeof target !== 'string' || !target.startsWith(PREFIX)) return null;
  const end = target.search(/[?#]/);
  const encoded = (end === -1 ? target : target.slice(0, end)).slice(PREFIX.length);
  if (/%(?:2f|5c|00)/i.test(encoded)) return null;
  let rest;
  try {
    rest = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (rest.includes('\\') || rest.includes('\0')) return null;
  const segments = rest.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  const type = /\.(js|css)$/.exec(rest)?.[1];
  if (!type) return null;
  const root = resolve(staticDir);
  const path = resolve(root, ...segments);
  if (!path.startsWith(root + sep)) return null;
  return { path, type };
}

/** The file's stat when it is a regular file, else null. */
async function regularFile(path) {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch {
    return null;
  }
}

/**
 * A request handler for the static folder `staticDir`: resolves true once it answered, false when the request is
 * Next's to answer (nothing has been written then).
 */
export function createStaticGz(staticDir) {
  return async function serveStaticGz(req, res) {
    if (req.method !== 'GET') return false;
    const headers = req.headers;
    if (headers.range !== undefined || headers['if-range'] !== undefined) return false;
    if (headers['if-match'] !== undefined || headers['if-unmodified-since'] !== undefined) return false;
    const file = staticFileOf(staticDir, req.url);
    if (!file || !picksGzip(headers['accept-encoding'])) return false;
    const source = await regularFile(file.path);
    if (!source || source.size < THRESHOLD) return false;
    // Read (or found current) before anything is written: a rebuild replacing the file meanwhile cannot make the length
    // disagree with the body. Read whole (the largest is a few hundred KB) and closed at once: nothing stays open if the
    // client goes away.
    const handle = await open(`${file.path}.gz`, 'r').catch(() => null);
    if (!handle) return false;
    let body = null;
    let notModified = false;
    // `send`'s validators, from the file itself (what Next sends whichever encoding it answers with).
    const etag = `W/"${source.size.toString(16)}-${source.mtime.getTime().toString(16)}"`;
    const lastModified = source.mtime.toUTCString();
    try {
      const gz = await handle.stat();
      if (gz.isFile() && gz.mtimeMs >= source.mtimeMs) {
        notModified = (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) && fresh(headers, { etag, 'last-modified': lastModified });
        if (!notModified) body = await handle.readFile();
      }
    } catch {
      body = null;
      notModified = false;
    } finally {
      await handle.close().catch(() => {});
    }
    if (body === null && !notModified) return false;

    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Last-Modified', lastModified);
    res.setHeader('ETag', etag);
    if (notModified) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', TYPES[file.type]);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(body);
    return true;
  };
}
