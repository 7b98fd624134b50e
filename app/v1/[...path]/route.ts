import { proxyRequest } from '@/lib/bff';
import { registerNodeV1 } from '@/lib/bff/node-v1';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

// scripts/serve.mjs answers plain /v1 requests itself once this module has loaded (it loads it at start); this
// handler keeps answering the rest (and everything under `next start` / `next dev`).
registerNodeV1();

// The proxy reads the path from the request URL (and re-checks it), so the route params are not needed.
const handle = (req: Request): Promise<Response> => proxyRequest(req);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
