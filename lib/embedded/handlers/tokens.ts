import 'server-only';
import { contract } from '@/lib/contract';
import { accessChanged, requireProject } from '../access';
import { badRequest, forbidden, notFound } from '../errors';
import { findToken, mintApiToken, toTokenInfo, tokensWhere } from '../api-tokens';
import { recordAudit } from '../audit';
import { nextId } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { isMember } from '../iam/members';

const pats = contract.accounts.tokens;
const projectTokens = contract.project.tokens;

async function userCaller(ctx: HandlerContext) {
  const caller = await ctx.caller();
  if (caller.principal.type !== 'user') throw forbidden('Only users hold personal access tokens');
  if (caller.restrictProject !== undefined || caller.restrictAccount !== undefined) throw forbidden('A token cannot mint or list personal access tokens; sign in instead');
  return caller;
}

function futureExpiry(ctx: HandlerContext, expiresAt: string | null | undefined, field: string) {
  if (expiresAt && !(Date.parse(expiresAt) > ctx.rt.now())) throw badRequest('expiry_in_past', `${field} must be in the future`, { field });
}

export const tokenHandlers: HandlerTable = {
  'accounts.tokens.list': on(pats.list, async (ctx) => {
    const caller = await userCaller(ctx);
    return tokensWhere(ctx.rt.store, (t) => t.kind === 'pat' && t.principal.id === caller.principal.id && (!ctx.input.accountId || t.account_id === ctx.input.accountId)).map(toTokenInfo);
  }),

  'accounts.tokens.create': on(pats.create, async (ctx) => {
    const caller = await userCaller(ctx);
    const store = ctx.rt.store;
    const memberships = store.memberships.filter((m) => m.user_id === caller.principal.id);
    const project = ctx.input.projectId ? store.projects.get(ctx.input.projectId) : undefined;
    if (ctx.input.projectId && !project) throw badRequest('unknown_project', 'No such project', { field: 'projectId' });
    const accountId = ctx.input.accountId ?? project?.account_id ?? memberships[0]?.account_id;
    if (!accountId || !isMember(store, accountId, caller.principal.id)) throw badRequest('unknown_account', 'You are not a member of that account', { field: 'accountId' });
    if (project && project.account_id !== accountId) throw badRequest('unknown_project', 'The project is not in that account', { field: 'projectId' });
    futureExpiry(ctx, ctx.input.expiresAt, 'expiresAt');
    const { minted } = mintApiToken(store, { kind: 'pat', principal: caller.principal, accountId, projectId: project?.id, name: ctx.input.name, expiresAt: ctx.input.expiresAt ?? null, createdBy: caller.principal.id, now: isoAt(ctx.rt.now()) });
    recordAudit(ctx, { accountId, action: 'iam.pat.create', resource: { type: 'token', id: minted.id }, actor: caller.principal, ...(project ? { projectId: project.id } : {}), metadata: { scope: project ? 'project' : 'account', expires_at: minted.expires_at } });
    return created(minted);
  }),

  'accounts.tokens.revoke': on(pats.revoke, async (ctx) => {
    const caller = await userCaller(ctx);
    const token = findToken(ctx.rt.store, ctx.params.tokenId);
    if (!token || token.kind !== 'pat' || token.principal.id !== caller.principal.id) throw notFound('Token');
    ctx.rt.store.apiTokens.delete(token.hash);
    recordAudit(ctx, { accountId: token.account_id, action: 'iam.pat.revoke', resource: { type: 'token', id: ctx.params.tokenId }, actor: caller.principal });
    return noContent();
  }),

  'project.tokens.list': on(projectTokens.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.credentials.issue');
    return tokensWhere(ctx.rt.store, (t) => t.kind === 'project_key' && t.project_id === project.id).map(toTokenInfo);
  }),

  'project.tokens.create': on(projectTokens.create, async (ctx) => {
    const { caller, project } = await requireProject(ctx, ctx.params.projectId, 'project.credentials.issue');
    futureExpiry(ctx, ctx.input.expires_at, 'expires_at');
    const store = ctx.rt.store;
    // A project key acts for the project: its own principal, holding the member role on this project only.
    const principal = { type: 'service_account' as const, id: nextId(store, 'pk') };
    const { record, minted } = mintApiToken(store, { kind: 'project_key', principal, accountId: project.account_id, projectId: project.id, name: ctx.input.name, expiresAt: ctx.input.expires_at ?? null, createdBy: caller.principal.id, now: isoAt(ctx.rt.now()) });
    store.assignments.set(`asg_${principal.id}`, { id: `asg_${principal.id}`, account_id: project.account_id, principal, role: 'member', scope: { type: 'project', project_id: project.id }, expires_at: record.expires_at ?? null, created_at: record.created_at ?? isoAt(ctx.rt.now()), granted_by: caller.principal.id });
    accessChanged(store);
    recordAudit(ctx, { accountId: project.account_id, action: 'project.token.create', resource: { type: 'token', id: minted.id }, actor: caller.principal, projectId: project.id });
    return created(minted);
  }),

  'project.tokens.revoke': on(projectTokens.revoke, async (ctx) => {
    const { caller, project } = await requireProject(ctx, ctx.params.projectId, 'project.credentials.issue');
    const token = findToken(ctx.rt.store, ctx.params.tokenId);
    if (!token || token.kind !== 'project_key' || token.project_id !== project.id) throw notFound('Token');
    ctx.rt.store.apiTokens.delete(token.hash);
    ctx.rt.store.assignments.delete(`asg_${token.principal.id}`);
    accessChanged(ctx.rt.store);
    recordAudit(ctx, { accountId: project.account_id, action: 'project.token.revoke', resource: { type: 'token', id: ctx.params.tokenId }, actor: caller.principal, projectId: project.id });
    return noContent();
  }),
};
