// One line per request of the production server (scripts/serve.mjs): time, request id, method, route template,
// status, duration and the platform's status when the answer came from it. Never a query, header, cookie, token or
// body: the route is the template the path matched, so ids and tokens in a path stay out too.
// LOG_FORMAT=pretty prints a readable line instead of JSON (for a terminal); LOG_FORMAT=off prints nothing.

const MAX_ID = 100;

/** A printable, bounded copy of a value a client may have chosen (the request id). */
function printable(value) {
  return typeof value === 'string' ? value.replace(/[^\x21-\x7e]/g, '').slice(0, MAX_ID) : '';
}

export function createRequestLog({ format, routeOf, upstreamStatusKey, write = (line) => process.stdout.write(`${line}\n`) }) {
  const mode = format === 'pretty' || format === 'off' ? format : 'json';
  return {
    watch(req, res) {
      if (mode === 'off') return;
      const started = process.hrtime.bigint();
      res.once('close', () => {
        const entry = {
          time: new Date().toISOString(),
          request_id: printable(res.getHeader('x-request-id') ?? req.headers['x-request-id']),
          method: printable(req.method),
          route: routeOf(req.url),
          status: res.statusCode,
          duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
          upstream_status: res[upstreamStatusKey] ?? null,
          ...(res.writableFinished ? {} : { aborted: true }),
        };
        if (mode === 'json') write(JSON.stringify(entry));
        else {
          const upstream = entry.upstream_status === null ? '' : ` (platform ${entry.upstream_status})`;
          write(`${entry.time} ${entry.method} ${entry.route} ${entry.status}${upstream} ${entry.duration_ms} ms ${entry.request_id}${entry.aborted ? ' aborted' : ''}`);
        }
      });
    },
  };
}
