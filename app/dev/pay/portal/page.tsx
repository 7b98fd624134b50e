import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { formatCost } from '@/lib/sdk/format';
import { describeDemoPortal } from '@/lib/bff';

export const metadata: Metadata = { title: 'Demo Pay: billing portal' };
export const dynamic = 'force-dynamic';

/** The demo payment provider's customer portal (embedded platform only): the card on file and the invoices, read only. */
export default async function DemoPortalPage({ searchParams }: { searchParams: Promise<{ session?: string }> }) {
  const { session = '' } = await searchParams;
  const portal = await describeDemoPortal(session, await headers());
  if (portal === undefined) notFound();
  return (
    <AuthCard title="Demo Pay portal">
      {portal ? (
        <div className="flex flex-col gap-3 text-sm" data-demo-portal>
          <p>
            <strong>{portal.accountName}</strong> pays with the demo card ending 4242. A real provider lets you change the card and download
            invoices here.
          </p>
          <ul className="max-h-64 divide-y divide-border overflow-auto rounded-md border border-border">
            {portal.invoices.map((t) => (
              <li key={t.id} className="flex justify-between gap-2 p-2">
                <span>{t.created_at.slice(0, 10)} · {t.description}</span>
                <span className="tabular-nums">{formatCost(t.amount_usd)}</span>
              </li>
            ))}
          </ul>
          <a href={portal.returnUrl} className="self-end underline">Back to the console</a>
        </div>
      ) : (
        <p role="alert" className="text-sm">This portal link has expired. Open the portal again from the billing page.</p>
      )}
    </AuthCard>
  );
}
