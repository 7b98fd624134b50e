import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inviteLanding, invitePath, inviteRefusal, inviteView } from '@/lib/iam/invite-view';
import { safeNextPath } from '@/lib/auth-client/next-path';

describe('invite view', () => {
  it('offers accept only on a pending, unexpired invite to a signed-in visitor', () => {
    expect(inviteView({ status: 'pending', expired: false }, true)).toBe('open');
    expect(inviteView({ status: 'pending', expired: false }, false)).toBe('sign_in');
    expect(inviteView({ status: 'pending', expired: true }, true)).toBe('expired');
    expect(inviteView({ status: 'accepted', expired: false }, true)).toBe('accepted');
    expect(inviteView({ status: 'declined', expired: true }, false)).toBe('declined');
    expect(inviteView({ status: 'cancelled', expired: false }, true)).toBe('cancelled');
  });

  it('never offers accept for anything but pending and unexpired, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.boolean(), (status, expired, signedIn) => {
        const view = inviteView({ status, expired } as never, signedIn);
        if (view === 'open' || view === 'sign_in') expect(status === 'pending' && !expired).toBe(true);
      }),
    );
  });

  it('lands on the project of a project invite, else on the projects page', () => {
    expect(inviteLanding({ project_id: 'proj_storefront' })).toBe('/projects/proj_storefront');
    expect(inviteLanding({})).toBe('/projects');
    expect(inviteLanding({ project_id: '//evil.example' })).toBe('/projects');
    fc.assert(
      fc.property(fc.anything(), (id) => {
        const path = inviteLanding({ project_id: id } as never);
        expect(safeNextPath(path, '/fallback')).toBe(path);
      }),
    );
  });

  it('its path survives safeNextPath, so sign-in and sign-up come back to it', () => {
    expect(safeNextPath(invitePath('inv_seed_newhire'))).toBe('/invites/inv_seed_newhire');
    expect(invitePath('..')).toBe('/projects');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^inv_[A-Za-z0-9_-]{1,30}$/)), (id) => {
        const path = invitePath(id);
        expect(safeNextPath(path, '/fallback')).toBe(path);
        expect(path === '/projects' || path === `/invites/${id}`).toBe(true);
      }),
    );
  });

  it('names the refusals it has words for', () => {
    expect(inviteRefusal('invite_email_mismatch')).toBe('wrong_address');
    expect(inviteRefusal('invite_expired')).toBe('expired');
    expect(inviteRefusal('invite_not_pending')).toBe('not_pending');
    expect(inviteRefusal(undefined)).toBeNull();
    expect(inviteRefusal('nope')).toBeNull();
  });
});
