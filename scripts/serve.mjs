#!/usr/bin/env node
// The production server: Next's request handler behind a plain node:http server, so that the console knows the
// socket's address (route handlers only see headers, and a client can send any X-Forwarded-For) and can refuse
// TRACE-like methods in its own error shape before Next sees them. `npm start` and the e2e suite run it.
import { createServer } from 'node:http';
import next from 'next';
import { SESSION_SECRET_NOTICE } from './session-secret-notice.mjs';

export const PEER_HEADER = 'x-console-peer';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// Printed here at start (or by `npm start`'s banner), not by the config on the first request.
const secretNotice = !process.env.PLATFORM_API_URL?.trim() && !process.env.SESSION_SECRET?.trim();
const bannerPrintsNotice = process.env.CONSOLE_START_BANNER === '1';
process.env.CONSOLE_SESSION_SECRET_NOTICE = 'shown';
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false, dir: new URL('..', import.meta.url).pathname, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

createServer((req, res) => {
  if (REFUSED.has((req.method ?? '').toUpperCase())) {
    const requestId = crypto.randomUUID();
    res.writeHead(405, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' });
    res.end(JSON.stringify({ error: `${req.method} is not allowed`, code: 'method_not_allowed', request_id: requestId }));
    return;
  }
  // Only this server sets the peer header: whatever a client sent under that name is replaced.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
}).listen(port, hostname, () => {
  console.log(`Ready: http://localhost:${port}`);
  if (secretNotice && !bannerPrintsNotice) console.log(`Notice: ${SESSION_SECRET_NOTICE}`);
});
