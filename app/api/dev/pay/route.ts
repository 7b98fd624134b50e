import { answerDemoCheckout } from '@/lib/bff';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const POST = (req: Request) => answerDemoCheckout(req);
