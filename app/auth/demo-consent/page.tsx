import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { describeDemoConsent } from '@/lib/bff';

export const metadata: Metadata = { title: 'Demo wants to sign you in' };
export const dynamic = 'force-dynamic';

/**
 * The embedded demo provider's consent screen (embedded platform only, and only on the console's own machine; 404
 * otherwise). A plain form: no JavaScript needed.
 */
export default async function DemoConsentPage({ searchParams }: { searchParams: Promise<{ request?: string }> }) {
  const { request = '' } = await searchParams;
  const consent = await describeDemoConsent(request, await headers());
  if (consent === undefined) notFound();
  return (
    <AuthCard title="Demo wants to sign you in">
      {consent ? (
        <form method="post" action="/api/dev/consent" className="flex flex-col gap-4">
          <input type="hidden" name="request" value={request} />
          <p className="text-sm">
            The demo provider will sign you in to Platform Console as <strong>{consent.user.name}</strong> ({consent.user.email}).
          </p>
          <div className="flex justify-end gap-2">
            <button type="submit" name="allow" value="no" className="h-9 rounded-md border border-border px-4 text-sm font-medium hover:bg-bg-muted">Deny</button>
            <button type="submit" name="allow" value="yes" className="h-9 rounded-md bg-accent px-4 text-sm font-medium text-accent-fg hover:opacity-90">Allow</button>
          </div>
        </form>
      ) : (
        <p role="alert" className="text-sm">This sign-in request has expired or was already answered. <a href="/sign-in" className="underline">Start again</a>.</p>
      )}
    </AuthCard>
  );
}
