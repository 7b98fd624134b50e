import { providerCallback } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => providerCallback(req);
