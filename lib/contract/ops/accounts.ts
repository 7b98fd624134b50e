import { z } from 'zod';
import { DELETE, GET, PATCH, POST, PUT } from '../define';
import type { Account, AccountMember, Assignment, PermissionRow, Role, Project } from '../types';
import type { Branding, Group, Invite, InviteDescription, MintedToken, ServiceAccount, TokenInfo } from '../types-iam';
import type { AuditEvent, AuditWebhook, CreatedAuditWebhook } from '../types-audit';
import { publicHttpsUrl } from '../public-url';
import type { ListPage } from '../types';
import { userName } from '../names';

const accountRole = z.enum(['owner', 'admin', 'member']);

export const assignmentInput = z
  .object({
    principal: z.object({ type: z.enum(['user', 'group', 'service_account', 'pending']), id: z.string().min(1) }),
    role: z.string().min(1),
    scope: z.discriminatedUnion('type', [
      z.object({ type: z.literal('account') }),
      z.object({ type: z.literal('project'), project_id: z.string().min(1) }),
    ]),
    object: z.object({ type: z.enum(['agent', 'skill', 'secret', 'app', 'trigger']), id: z.string().min(1) }).optional(),
    expires_at: z.iso.datetime({ error: 'expires_at must be an ISO timestamp' }).nullable().optional(),
  })
  .strict();

export const assignmentFilters = z
  .object({
    principal_type: z.enum(['user', 'group', 'service_account', 'pending']).optional(),
    principal_id: z.string().optional(),
    scope: z.enum(['account', 'project']).optional(),
    project_id: z.string().optional(),
    object_type: z.enum(['agent', 'skill', 'secret', 'app', 'trigger']).optional(),
    role: z.string().optional(),
  })
  .strict();

const customRoleInput = z
  .object({
    name: userName(100),
    description: z.string().max(500).optional(),
    permissions: z.array(z.string().min(1)).min(1, { error: 'A role needs at least one permission' }).max(200),
  })
  .strict();

const isoFilter = z.iso.datetime({ error: 'Use an ISO timestamp' }).optional();
const auditFilters = z
  .object({
    project: z.string().optional(),
    session: z.string().optional(),
    actor: z.string().optional(),
    source: z.string().optional(),
    outcome: z.enum(['success', 'failure', 'denied']).optional(),
    request: z.string().optional(),
    correlation: z.string().optional(),
    resource: z.string().optional(),
    /** Prefix match: `iam.` finds every access change. */
    action: z.string().optional(),
    from: isoFilter,
    to: isoFilter,
    limit: z.coerce.number().int().min(1).max(500).optional(),
    cursor: z.string().optional(),
  })
  .strict();

const webhookInput = z
  .object({
    url: publicHttpsUrl,
    description: z.string().max(200).optional(),
    actions: z.array(z.string().min(1).max(100)).max(50).optional(),
    active: z.boolean().optional(),
  })
  .strict();

export const accountOps = {
  list: GET<Account[]>()('/accounts', "The caller's accounts"),
  get: GET<Account>()('/accounts/{accountId}', 'One account'),
  create: POST<Account>()('/accounts', 'Create an account', { input: z.object({ name: userName(100) }).strict() }),
  updateName: PATCH<Account>()('/accounts/{accountId}', 'Rename an account', {
    input: z.object({ name: userName(100) }),
    args: ['name'],
  }),
  members: GET<AccountMember[]>()('/accounts/{accountId}/members', 'Members of an account'),
  invite: POST<Invite>()('/accounts/{accountId}/invites', 'Invite someone to the account', {
    input: z.object({ email: z.email(), role: accountRole }),
  }),
  updateMemberRole: PATCH<AccountMember>()('/accounts/{accountId}/members/{userId}', "Change a member's account role", {
    input: z.object({ role: accountRole }),
    args: ['role'],
  }),
  removeMember: DELETE<void>()('/accounts/{accountId}/members/{userId}', 'Remove a member'),
  invites: GET<Invite[]>()('/accounts/{accountId}/invites', 'Pending account invites'),
  cancelInvite: DELETE<void>()('/accounts/{accountId}/invites/{inviteId}', 'Cancel an invite'),
  resendInvite: POST<Invite>()('/accounts/{accountId}/invites/{inviteId}/resend', 'Resend an invite'),
  leave: POST<void>()('/accounts/{accountId}/leave', 'Leave the account'),
  branding: {
    get: GET<Branding>()('/accounts/{accountId}/branding', 'Branding (Enterprise): app name and assets'),
    update: PATCH<Branding>()('/accounts/{accountId}/branding', 'Update the app name', {
      input: z.object({ app_name: z.string().trim().min(1, { error: 'Give the app a name' }).max(60, { error: 'Use at most 60 characters' }) }).strict(),
    }),
    uploadAsset: PUT<Branding>()('/accounts/{accountId}/branding/assets/{kind}', 'Upload a branding asset; kind: logo, icon, favicon, logo_dark, icon_dark, favicon_dark; PNG, JPEG, WebP or ICO up to 256 KiB (SVG is refused)', {
      input: z.object({ content_type: z.string().min(1), data_base64: z.string().min(1, { error: 'The file is empty' }) }).strict(),
    }),
    removeAsset: DELETE<Branding>()('/accounts/{accountId}/branding/assets/{kind}', 'Remove a branding asset'),
    reset: DELETE<Branding>()('/accounts/{accountId}/branding', 'Reset branding to the console default'),
  },
  tokens: {
    // `list(accountId?, { mine? })` as the spec writes it; the old `list({ accountId, mine })` still works (deprecated).
    list: GET<TokenInfo[]>()('/tokens', 'Personal access tokens', {
      input: z.object({ accountId: z.string().optional(), mine: z.coerce.boolean().optional() }),
      args: ['accountId', '$input'],
    }),
    create: POST<MintedToken>()('/tokens', 'Create a PAT (shown once)', {
      input: z.object({
        accountId: z.string().optional(),
        name: userName(100),
        expiresAt: z.iso.datetime().optional(),
        projectId: z.string().optional(),
      }),
    }),
    revoke: DELETE<void>()('/tokens/{tokenId}', 'Revoke a PAT', {
      input: z.object({ accountId: z.string().optional() }),
      args: ['accountId'],
    }),
  },
  audit: {
    log: GET<ListPage<AuditEvent>>()('/accounts/{accountId}/audit', 'Audit events, newest first, filtered and paged', { input: auditFilters }),
    export: GET()('/accounts/{accountId}/audit/export', 'Export audit events as CSV or JSONL (streamed, the whole filter)', {
      input: auditFilters.omit({ limit: true, cursor: true }).extend({ format: z.enum(['csv', 'jsonl']).optional() }),
      response: 'raw',
    }),
    webhooks: {
      list: GET<AuditWebhook[]>()('/accounts/{accountId}/audit/webhooks', 'SIEM webhooks'),
      create: POST<CreatedAuditWebhook>()('/accounts/{accountId}/audit/webhooks', 'Create a SIEM webhook (signing secret shown once)', { input: webhookInput }),
      update: PATCH<AuditWebhook>()('/accounts/{accountId}/audit/webhooks/{webhookId}', 'Update a SIEM webhook', { input: webhookInput.partial() }),
      remove: DELETE<void>()('/accounts/{accountId}/audit/webhooks/{webhookId}', 'Remove a SIEM webhook'),
    },
  },
  listAssignments: GET<Assignment[]>()('/accounts/{accountId}/iam/assignments', 'Assignments, filtered by principal, scope, object, role', {
    input: assignmentFilters,
  }),
  createAssignment: POST<Assignment>()('/accounts/{accountId}/iam/assignments', 'Create one assignment', { input: assignmentInput }),
  revokeAssignment: DELETE<void>()('/accounts/{accountId}/iam/assignments/{assignmentId}', 'Revoke an assignment'),
  listPermissions: GET<PermissionRow[]>()('/accounts/{accountId}/iam/permissions', 'The permission catalog'),
  listRoles: GET<Role[]>()('/accounts/{accountId}/iam/roles', 'Roles, each with its permissions'),
  createRole: POST<Role>()('/accounts/{accountId}/iam/roles', 'Create a custom role (402 entitlement_required without rbac)', { input: customRoleInput }),
  deleteRole: DELETE<void>()('/accounts/{accountId}/iam/roles/{roleId}', 'Delete a custom role no assignment uses'),
  groups: GET<Group[]>()('/accounts/{accountId}/groups', 'Groups of the account, with their member ids'),
  serviceAccounts: {
    list: GET<ServiceAccount[]>()('/accounts/{accountId}/service-accounts', 'Service accounts'),
    create: POST<ServiceAccount>()('/accounts/{accountId}/service-accounts', 'Create a service account (no access until assigned)', {
      input: z.object({ name: userName(100), description: z.string().max(500).optional() }).strict(),
    }),
    remove: DELETE<void>()('/accounts/{accountId}/service-accounts/{serviceAccountId}', 'Delete a service account, its tokens and its assignments'),
    tokens: GET<TokenInfo[]>()('/accounts/{accountId}/service-accounts/{serviceAccountId}/tokens', 'Tokens of a service account'),
    mintToken: POST<MintedToken>()('/accounts/{accountId}/service-accounts/{serviceAccountId}/tokens', 'Mint a platform_sa_ token (shown once)', {
      input: z.object({ name: userName(100) }).strict(),
    }),
    revokeToken: DELETE<void>()('/accounts/{accountId}/service-accounts/{serviceAccountId}/tokens/{tokenId}', 'Revoke a service-account token'),
  },
  rolePermissions: GET<PermissionRow[]>()('/accounts/{accountId}/iam/roles/{roleId}/permissions', "One role's permissions"),
  projects: GET<Project[]>()('/accounts/{accountId}/projects', 'Projects of one account (same as projects.listForAccount)'),
};

export const accountInviteOps = {
  describe: GET<InviteDescription>()('/account-invites/{inviteId}', 'Describe an invite by its token', { public: true }),
  accept: POST<Account>()('/account-invites/{inviteId}/accept', 'Accept an invite'),
  decline: POST<void>()('/account-invites/{inviteId}/decline', 'Decline an invite'),
};
