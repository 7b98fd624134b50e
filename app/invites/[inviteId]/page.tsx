import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { InvitePanel } from '@/components/onboarding/invite-panel';
import { ErrorState } from '@/components/ui/states';
import { readInvite } from '@/lib/bff';
import { getSignedInUserId } from '@/lib/bff/server-session';

export const dynamic = 'force-dynamic';

// One platform read per request, for the title and the page.
const read = cache(readInvite);

export async function generateMetadata({ params }: { params: Promise<{ inviteId: string }> }): Promise<Metadata> {
  const found = await read((await params).inviteId);
  return { title: found.kind === 'missing' ? 'Not found' : 'Invitation', robots: { index: false } };
}

/** The page an invite email links to: signed in or not, by the invite's token alone. */
export default async function InvitePage({ params }: { params: Promise<{ inviteId: string }> }) {
  const { inviteId } = await params;
  const [invite, userId] = await Promise.all([read(inviteId), getSignedInUserId()]);
  if (invite.kind === 'missing') notFound();
  return (
    <AuthCard title={invite.kind === 'ok' ? `Join ${invite.invite.account_name}` : 'Invitation'}>
      {invite.kind === 'ok' ? (
        <InvitePanel invite={invite.invite} signedIn={userId !== null} />
      ) : (
        <ErrorState error={new Error('The platform could not be reached; reload the page in a moment.')} />
      )}
    </AuthCard>
  );
}
