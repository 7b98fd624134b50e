'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Account } from '@/lib/contract/types';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { roleTableAllows } from '@/lib/iam/role-table';
import { useAccount } from '@/lib/sdk/react/account-access';
import { useRenameAccount } from '@/lib/sdk/react/accounts';
import { BrandingSection, type BrandingRoles } from './branding-section';
import { NameForm } from '@/components/ui/name-form';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { AccountDefaultSection } from '@/components/models/account-default-section';

const NAME_MAX = 100;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * An account's own settings: its name, plan features, and the ways to its members, access and audit log. `roles`
 * (decided on the server by the role catalog) says what the caller's account role may change.
 */
export function AccountSettingsPage({ accountId, roles }: { accountId: string; roles: BrandingRoles }) {
  const account = useAccount(accountId);
  if (account.isPending) return <Skeleton className="h-64 w-full" />;
  if (account.isError) return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  const base = `/accounts/${accountId}`;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Settings · {data.name}</h1>
        <p className="text-sm text-fg-muted">Your account role: {data.role}.</p>
      </header>
      <section aria-labelledby="account-name" className="rounded-lg border border-border p-4">
        <h2 id="account-name" className="font-medium">Name</h2>
        {roleTableAllows(roles, data.role, 'account.update') ? (
          <RenameForm account={data} />
        ) : (
          <p className="mt-2 text-sm">
            {data.name}
            <span className="block text-xs text-fg-muted">Owners and admins rename the account.</span>
          </p>
        )}
      </section>
      <BrandingSection account={data} roles={roles} />
      <section aria-labelledby="account-details" className="rounded-lg border border-border p-4">
        <h2 id="account-details" className="font-medium">Details</h2>
        <dl className="mt-2 divide-y divide-border">
          <Row label="Account id"><code className="font-mono text-xs">{data.id}</code></Row>
          <Row label="Created">
            {/* In the browser's zone; the server's HTML (seeded) may show another until hydration. */}
            <time dateTime={isoDateTime(data.created_at)} suppressHydrationWarning>{formatDateTime(data.created_at)}</time>
          </Row>
          <Row label="Plan features">{data.entitlements.length ? data.entitlements.join(', ') : 'None beyond the base plan'}</Row>
        </dl>
      </section>
      <AccountDefaultSection accountId={accountId} />
      <section aria-labelledby="account-more" className="rounded-lg border border-border p-4 text-sm">
        <h2 id="account-more" className="font-medium">People and records</h2>
        <ul className="mt-2 flex flex-col gap-2">
          <li><Link href={`${base}/access?tab=members`} className="underline underline-offset-2">Members and invites</Link>: invite people, change account roles, or leave the account.</li>
          <li><Link href={`${base}/access`} className="underline underline-offset-2">Access</Link>: roles, assignments and service accounts.</li>
          <li><Link href={`${base}/audit`} className="underline underline-offset-2">Audit log</Link>: who changed what, with export and SIEM webhooks.</li>
        </ul>
      </section>
    </div>
  );
}

function RenameForm({ account }: { account: Account }) {
  const rename = useRenameAccount(account.id);
  return <NameForm className="mt-2" label="Account name" current={account.name} max={NAME_MAX} emptyMessage="Give the account a name" submitLabel="Save name" pending={rename.isPending} save={(name) => rename.mutateAsync(name)} />;
}
