import { completeSetupLink } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return completeSetupLink(req, token);
}
