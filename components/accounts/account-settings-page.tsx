'use client';

import Link from 'next/link';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Account } from '@/lib/contract/types';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { accountRoleAllows } from '@/lib/iam';
import { useAccount } from '@/lib/sdk/react/account-access';
import { useRenameAccount } from '@/lib/sdk/react/accounts';
import { Button } from '@/components/ui/button';
import { BrandingSection } from './branding-section';
import { Field } from '@/components/ui/field';
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

/** An account's own settings: its name, plan features, and the ways to its members, access and audit log. */
export function AccountSettingsPage({ accountId }: { accountId: string }) {
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
        {accountRoleAllows(data.role, 'account.update') ? (
          <RenameForm account={data} />
        ) : (
          <p className="mt-2 text-sm">
            {data.name}
            <span className="block text-xs text-fg-muted">Owners and admins rename the account.</span>
          </p>
        )}
      </section>
      <BrandingSection account={data} />
      <section aria-labelledby="account-details" className="rounded-lg border border-border p-4">
        <h2 id="account-details" className="font-medium">Details</h2>
        <dl className="mt-2 divide-y divide-border">
          <Row label="Account id"><code className="font-mono text-xs">{data.id}</code></Row>
          <Row label="Created">{formatDateTime(data.created_at)}</Row>
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
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const trimmed = name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!trimmed) return setError('Give the account a name');
    if (trimmed.length > NAME_MAX) return setError(`Use at most ${NAME_MAX} characters`);
    setError(null);
    try {
      await rename.mutateAsync(trimmed);
      setSaved(true);
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field
        label="Account name"
        className="min-w-0 flex-1"
        value={name}
        maxLength={NAME_MAX + 20}
        onChange={(e) => {
          setName(e.target.value);
          setSaved(false);
        }}
        error={error ?? undefined}
        disabled={rename.isPending}
      />
      <Button type="submit" variant="primary" size="sm" className="sm:mt-6" pending={rename.isPending} disabled={trimmed === account.name}>
        Save name
      </Button>
      <p role="status" aria-live="polite" className="text-sm text-fg-muted sm:mt-7">{saved ? 'Saved' : ''}</p>
    </form>
  );
}
