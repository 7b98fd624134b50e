'use client';

import Link from 'next/link';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { useMe } from '@/lib/auth-client/hooks';
import { useAccounts } from '@/lib/sdk/react/accounts';
import { queryWaiting } from '@/components/ui/query-states';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Who is signed in, the accounts they belong to, and where to manage their keys and password. */
export function ProfilePage() {
  const me = useMe();
  const accounts = useAccounts();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">Profile</h1>
      <section aria-labelledby="profile-identity" className="rounded-lg border border-border p-4">
        <h2 id="profile-identity" className="font-medium">
          You
        </h2>
        {queryWaiting(me, <Skeleton className="mt-3 h-24 w-full" />) ?? (me.data ? (
          <dl className="mt-2 divide-y divide-border">
            <Row label="Name">{me.data.name}</Row>
            <Row label="Email">{me.data.email}</Row>
            <Row label="User id">
              <code className="font-mono text-xs">{me.data.id}</code>
            </Row>
          </dl>
        ) : (
          <EmptyState title="You are signed out" />
        ))}
      </section>
      <section aria-labelledby="profile-accounts" className="rounded-lg border border-border p-4">
        <h2 id="profile-accounts" className="font-medium">
          Accounts
        </h2>
        {queryWaiting(accounts, <Skeleton className="mt-3 h-16 w-full" />) ?? (!accounts.data?.length ? (
          <p className="mt-2 text-sm text-fg-muted">You do not belong to an account yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {accounts.data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="font-medium">{a.name}</span>
                <span className="flex items-center gap-3">
                  <span className="text-fg-muted">{a.role}</span>
                  <Link href={`/accounts/${a.id}/access`} className="underline underline-offset-2">
                    Access
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        ))}
      </section>
      <section aria-labelledby="profile-security" className="rounded-lg border border-border p-4 text-sm">
        <h2 id="profile-security" className="font-medium">
          Keys and password
        </h2>
        <p className="mt-2">
          <Link href="/settings/tokens" className="underline underline-offset-2">
            Personal API keys
          </Link>{' '}
          act as you from scripts and the SDK.
        </p>
        <p className="mt-2">
          To change your password,{' '}
          <Link href="/reset-password" className="underline underline-offset-2">
            reset it
          </Link>
          : the platform emails a code to your address.
        </p>
      </section>
    </div>
  );
}
