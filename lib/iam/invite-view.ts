import type { InviteDescription } from '@/lib/contract/types-iam';

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** What an invite's page shows: act on it, sign in first, or one of the states where nothing can be done. */
export type InviteView = 'open' | 'sign_in' | 'expired' | 'accepted' | 'declined' | 'cancelled';

export function inviteView(invite: Pick<InviteDescription, 'status' | 'expired'>, signedIn: boolean): InviteView {
  if (invite.status === 'accepted' || invite.status === 'declined' || invite.status === 'cancelled') return invite.status;
  if (invite.status !== 'pending' || invite.expired) return 'expired';
  return signedIn ? 'open' : 'sign_in';
}

/** Where an accepted invite lands: its project, else the account's projects. */
export function inviteLanding(invite: Pick<InviteDescription, 'project_id'>): string {
  const id = invite.project_id;
  return typeof id === 'string' && TOKEN.test(id) ? `/projects/${id}` : '/projects';
}

/** The invite page's own path, the `next` of its sign-in and sign-up links (the projects page for a malformed token). */
export function invitePath(inviteId: string): string {
  return typeof inviteId === 'string' && TOKEN.test(inviteId) ? `/invites/${inviteId}` : '/projects';
}

/** An accept or decline the platform refused, in the page's words; null for an error the page shows as it is. */
export function inviteRefusal(code: string | undefined): 'wrong_address' | 'expired' | 'not_pending' | null {
  switch (code) {
    case 'invite_email_mismatch':
      return 'wrong_address';
    case 'invite_expired':
      return 'expired';
    case 'invite_not_pending':
      return 'not_pending';
    default:
      return null;
  }
}
