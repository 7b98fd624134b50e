import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { InvitePanel } from '@/components/onboarding/invite-panel';
import { ErrorState } from '@/components/ui/states';
import { readInvite } from '@/lib/bff';
import { getSignedInUserId } from '@/lib/bff/server-session';

export const metadata: Metadata = { title: 'Invitation', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The page an invite email links to: signed in or not, by the invite's token alone. */
export default async function InvitePage({ params }: { params: Promise<{ inviteId: string }> }) {
  const { inviteId } = await params;
  const [read, userId] = await Promise.all([readInvite(inviteId), getSignedInUserId()]);
  if (read.kind === 'missing') notFound();
  return (
    <AuthCard title={read.kind === 'ok' ? `Join ${read.invite.account_name}` : 'Invitation'}>
      {read.kind === 'ok' ? (
        <InvitePanel invite={read.invite} signedIn={userId !== null} />
      ) : (
        <ErrorState error={new Error('The platform could not be reached; reload the page in a moment.')} />
      )}
    </AuthCard>
  );
}
