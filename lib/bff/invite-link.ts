// An invite's page reads the invite by its token alone: the invitee may be signed out, or not a user yet.
import 'server-only';
import type { InviteDescription } from '@/lib/contract/types-iam';
import { ApiError } from '@/lib/sdk';
import { anonymousPlatform } from './anonymous-platform';
import { getBff, type Bff } from './context';

const INVITE_ID = /^inv_[A-Za-z0-9_-]{6,64}$/;

export type InviteRead = { kind: 'ok'; invite: InviteDescription } | { kind: 'missing' } | { kind: 'unavailable' };

/** What the invite offers; `missing` for an unknown or malformed token (a 404 page). */
export async function readInvite(inviteId: string, bff: Bff = getBff()): Promise<InviteRead> {
  if (!INVITE_ID.test(inviteId)) return { kind: 'missing' };
  try {
    return { kind: 'ok', invite: await anonymousPlatform(bff).accountInvites.describe(inviteId) };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'unavailable' };
  }
}
