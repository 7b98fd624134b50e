import { openSharedPort } from '@/lib/bff';

export const dynamic = 'force-dynamic';

/** A share link of a sandbox port, opened signed out (lib/bff/shared-port.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string; key: string }> }) {
  const { token, key } = await params;
  return openSharedPort(token, key);
}
