import { signOut } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function POST(req: Request): Promise<Response> {
  return signOut(req);
}
