import { proxyRequest } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

// The proxy reads the path from the request URL (and re-checks it), so the route params are not needed.
const handle = (req: Request): Promise<Response> => proxyRequest(req);

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
