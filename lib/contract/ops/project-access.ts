import { z } from 'zod';
import { DELETE, GET, PATCH, POST } from '../define';
import type { Assignment } from '../types';
import type { AccessRequest, Invite, MintedToken, MyAccessRequest, ProjectMember, ResourceGrant, TokenInfo } from '../types-iam';
import { userName } from '../names';

const projectRole = z.enum(['manager', 'member']);
const expiresAt = z.iso.datetime({ error: 'expires_at must be an ISO timestamp' }).nullable().optional();

/** Project API keys (`p.tokens`). */
export const projectTokenOps = {
  list: GET<TokenInfo[]>()('/projects/{projectId}/tokens', 'Project API keys'),
  create: POST<MintedToken>()('/projects/{projectId}/tokens', 'Mint a project API key (shown once)', {
    input: z.object({ name: userName(100), expires_at: expiresAt }).strict(),
  }),
  revoke: DELETE<void>()('/projects/{projectId}/tokens/{tokenId}', 'Revoke a project API key'),
};

/** `p.access`: members, invites, requests, group grants and resource grants — each one an assignment underneath. */
export const projectAccessOps = {
  list: GET<ProjectMember[]>()('/projects/{projectId}/members', 'Project members'),
  invite: POST<Invite | ProjectMember>()('/projects/{projectId}/members/invites', 'Invite to the project (an account member is added at once)', {
    input: z.object({ email: z.email(), role: projectRole }),
    args: ['email', 'role'],
  }),
  update: PATCH<ProjectMember>()('/projects/{projectId}/members/{userId}', "Change a member's project role", {
    input: z.object({ role: projectRole }),
    args: ['role'],
  }),
  revoke: DELETE<void>()('/projects/{projectId}/members/{userId}', 'Remove a member'),
  pendingInvites: GET<Invite[]>()('/projects/{projectId}/members/invites', 'Pending invites'),
  requests: GET<AccessRequest[]>()('/projects/{projectId}/access-requests', 'Access requests'),
  requestAccess: POST<AccessRequest>()('/projects/{projectId}/access-requests', "Ask the project's managers for a role (a member of its account who lacks it)", {
    input: z.object({ role: projectRole.default('member'), message: z.string().trim().max(500, { error: 'Use at most 500 characters' }).default('') }).strict(),
  }),
  myRequest: GET<MyAccessRequest>()('/projects/{projectId}/access-requests/mine', 'Your own latest access request to the project, and who can grant it'),
  resendInvite: POST<Invite>()('/projects/{projectId}/members/invites/{inviteId}/resend', 'Resend an invite'),
  revokeInvite: DELETE<void>()('/projects/{projectId}/members/invites/{inviteId}', 'Revoke an invite'),
  approveRequest: POST<AccessRequest>()('/projects/{projectId}/access-requests/{requestId}/approve', 'Approve an access request'),
  rejectRequest: POST<AccessRequest>()('/projects/{projectId}/access-requests/{requestId}/reject', 'Reject an access request'),
  groupGrants: GET<Assignment[]>()('/projects/{projectId}/group-grants', 'Group grants'),
  attachGroupGrant: POST<Assignment>()('/projects/{projectId}/group-grants', 'Attach a group grant', {
    input: z.object({ group_id: z.string().min(1), role: z.string().min(1), expires_at: expiresAt }).strict(),
  }),
  updateGroupGrant: PATCH<Assignment>()('/projects/{projectId}/group-grants/{grantId}', 'Change the role or expiry of a group grant', {
    input: z.object({ role: z.string().min(1).optional(), expires_at: expiresAt }).strict(),
  }),
  detachGroupGrant: DELETE<void>()('/projects/{projectId}/group-grants/{grantId}', 'Detach a group grant'),
  resourceGrants: {
    list: GET<ResourceGrant[]>()('/projects/{projectId}/resource-grants', 'Per-resource grants (object assignments)'),
    create: POST<ResourceGrant>()('/projects/{projectId}/resource-grants', 'Create a per-resource grant', {
      input: z
        .object({
          principal: z.object({ type: z.enum(['user', 'group', 'service_account', 'pending']), id: z.string().min(1) }),
          role: z.string().min(1),
          object: z.object({ type: z.enum(['agent', 'skill', 'secret', 'app', 'trigger']), id: z.string().min(1) }),
          expires_at: expiresAt,
        })
        .strict(),
    }),
    remove: DELETE<void>()('/projects/{projectId}/resource-grants/{grantId}', 'Remove a per-resource grant'),
  },
};
