import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { formatCost } from '@/lib/sdk/format';
import { describeDemoCheckout } from '@/lib/bff';

export const metadata: Metadata = { title: 'Demo Pay: checkout' };
export const dynamic = 'force-dynamic';

/**
 * The demo payment provider's hosted checkout (embedded platform only, on the console's own machine; 404 otherwise). A plain form: pay or
 * cancel, then back to the console, which confirms the payment with the platform. No card is asked for or charged.
 */
export default async function DemoPayPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const { checkout: id = '' } = await searchParams;
  const view = await describeDemoCheckout(id, await headers());
  if (view === undefined) notFound();
  return (
    <AuthCard title="Demo Pay">
      {view.state === 'open' ? (
        <form method="post" action="/api/dev/pay" className="flex flex-col gap-4" data-demo-checkout={view.checkout.id}>
          <input type="hidden" name="checkout" value={view.checkout.id} />
          <p className="text-xs text-fg-muted">The embedded platform&apos;s demo payment provider: nothing is charged.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">Account</dt>
            <dd>{view.accountName}</dd>
            <dt className="text-fg-muted">Order</dt>
            <dd>{view.checkout.description}</dd>
            <dt className="text-fg-muted">Card</dt>
            <dd>Demo card ending 4242</dd>
            <dt className="text-fg-muted">Total today</dt>
            <dd className="font-semibold tabular-nums" data-demo-amount>{formatCost(view.checkout.amount_usd)}</dd>
          </dl>
          <div className="flex justify-end gap-2">
            <button type="submit" name="pay" value="no" className="h-9 rounded-md border border-border px-4 text-sm font-medium hover:bg-bg-muted">Cancel</button>
            <button type="submit" name="pay" value="yes" className="h-9 rounded-md bg-accent px-4 text-sm font-medium text-accent-fg hover:opacity-90">Pay {formatCost(view.checkout.amount_usd)}</button>
          </div>
        </form>
      ) : (
        <p role="alert" className="text-sm">
          This checkout has expired or was already answered. Start again from the account&apos;s <Link href="/projects" className="underline">billing page</Link>.
        </p>
      )}
    </AuthCard>
  );
}
