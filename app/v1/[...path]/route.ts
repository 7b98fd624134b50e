import { proxyRequest } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

// The proxy reads the path from the request URL (and re-checks it), so the route params are not needed.
const handle = (req: Request): Promise<Response> => proxyRequest(req);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
