'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { InviteDescription } from '@/lib/contract/types-iam';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { inviteLanding, invitePath, inviteRefusal, inviteView } from '@/lib/iam/invite-view';
import { ApiError } from '@/lib/sdk';
import { useAcceptInvite, useDeclineInvite } from '@/lib/sdk/react/account-invites';
import { setAccountId } from '@/lib/auth-client/account-store';
import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

const CLOSED: Record<string, string> = {
  accepted: 'This invite was already accepted.',
  declined: 'This invite was declined.',
  cancelled: 'This invite was cancelled by the account.',
  expired: 'This invite has expired. Ask the person who invited you for a new one.',
};

/** The invite, what it grants, and what the visitor can do with it. */
export function InvitePanel({ invite, signedIn }: { invite: InviteDescription; signedIn: boolean }) {
  const router = useRouter();
  const accept = useAcceptInvite(invite.id);
  const decline = useDeclineInvite(invite.id);
  const [outcome, setOutcome] = useState<'declined' | 'wrong_address' | 'expired' | 'not_pending' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = inviteView(invite, signedIn);
  const next = encodeURIComponent(invitePath(invite.id));

  async function act(kind: 'accept' | 'decline') {
    setError(null);
    try {
      if (kind === 'accept') {
        const account = await accept.mutateAsync(undefined);
        setAccountId(account.id);
        router.push(inviteLanding(invite));
      } else {
        await decline.mutateAsync(undefined);
        setOutcome('declined');
      }
    } catch (e) {
      const refusal = inviteRefusal(e instanceof ApiError ? e.code : undefined);
      if (refusal) setOutcome(refusal);
      else {
        const info = describeError(e);
        setError(`${info.title}: ${info.detail}`);
      }
    }
  }

  const closed =
    outcome === 'declined' ? 'You declined this invite.'
    : outcome === 'wrong_address' ? `This invite was sent to ${invite.email_hint}, not to the address you are signed in with. Sign in with that address to accept it.`
    : outcome === 'expired' ? CLOSED.expired
    : outcome === 'not_pending' ? 'This invite was already answered or cancelled.'
    : view === 'open' || view === 'sign_in' ? null
    : CLOSED[view];

  return (
    <div data-invite-state={outcome ?? view} className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-fg-muted">Account</dt>
        <dd>{invite.account_name}</dd>
        <dt className="text-fg-muted">Role</dt>
        <dd className="capitalize">{invite.role}</dd>
        {invite.project_name && (
          <>
            <dt className="text-fg-muted">Project</dt>
            <dd>{invite.project_name}</dd>
          </>
        )}
        {invite.invited_by && (
          <>
            <dt className="text-fg-muted">Invited by</dt>
            <dd>{invite.invited_by}</dd>
          </>
        )}
        <dt className="text-fg-muted">Sent to</dt>
        <dd>{invite.email_hint}</dd>
        <dt className="text-fg-muted">{invite.expired ? 'Expired' : 'Expires'}</dt>
        <dd>{formatDateTime(invite.expires_at)}</dd>
      </dl>
      {closed ? (
        <p role="status" className="rounded-md border border-border bg-bg-subtle p-3">
          {closed}{' '}
          {outcome === 'wrong_address' ? (
            <Link href={`/sign-in?next=${next}`} className="underline underline-offset-2">Sign in with another address</Link>
          ) : signedIn ? (
            <Link href="/projects" className="underline underline-offset-2">Go to your projects</Link>
          ) : null}
        </p>
      ) : view === 'sign_in' ? (
        <div className="flex flex-col gap-2">
          <p>Sign in (or create your user) with the address this invite was sent to, and you come back here to accept it.</p>
          <div className="flex flex-wrap gap-2">
            <Link href={`/sign-in?next=${next}`} className={buttonClass('primary', 'sm')}>Sign in</Link>
            <Link href={`/sign-up?next=${next}`} className={buttonClass('secondary', 'sm')}>Sign up</Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="sm" pending={accept.isPending} disabled={decline.isPending} onClick={() => act('accept')}>
            Accept invite
          </Button>
          <Button size="sm" pending={decline.isPending} disabled={accept.isPending} onClick={() => act('decline')}>
            Decline
          </Button>
        </div>
      )}
      <FormAlert message={error} />
    </div>
  );
}
