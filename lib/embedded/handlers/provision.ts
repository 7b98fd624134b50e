import 'server-only';
import { contract } from '@/lib/contract';
import { accountRoleAllows } from '@/lib/iam';
import { accountRoleOf } from '../access';
import { badRequest, conflict, forbidden } from '../errors';
import { randomToken } from '../crypto';
import { createAssignment } from '../iam/assign';
import { recordAudit } from '../audit';
import { applyChanges, commitToBranch, createRepo, DEFAULT_BRANCH } from '../repo/repository';
import { authorOf } from '../repo/context';
import { catalogItem, latestOf } from '../marketplace/catalog';
import { planInstall } from '../marketplace/install';
import { DEFAULT_STARTER, STARTERS } from '../repo/starters';
import { nextId } from '../store';
import { created, isoAt, on, type HandlerTable } from '../runtime';

const ops = contract.projects;
/** How long the embedded platform "provisions" (platform clock): long enough to show progress, short for tests. */
export const PROVISION_MS = 3_000;

export const provisionHandlers: HandlerTable = {
  'projects.starters': on(ops.starters, async (ctx) => {
    await ctx.caller();
    return STARTERS.map(({ id, name, description }) => ({ id, name, description }));
  }),

  'projects.provision': on(ops.provision, async (ctx) => {
    const caller = await ctx.caller();
    if (caller.principal.type !== 'user') throw forbidden('Only users provision projects');
    const store = ctx.rt.store;
    const accountId = ctx.input.account_id ?? store.memberships.find((m) => m.user_id === caller.principal.id)?.account_id;
    if (!accountId || !store.accounts.has(accountId)) throw badRequest('unknown_account', 'Name an account you belong to', { field: 'account_id' });
    // Creating projects is an account change: owners and admins (account.update).
    if (!accountRoleAllows(accountRoleOf(ctx.rt, caller, accountId), 'account.update')) {
      throw forbidden('Creating projects needs the account.update permission (account owners and admins)', { permission: 'account.update' });
    }
    const now = ctx.rt.now();
    const key = ctx.input.idempotency_key ? `${accountId}/${ctx.input.idempotency_key}` : null;
    const earlier = key ? store.provisions.get(key) : undefined;
    if (earlier) {
      if (now < earlier.readyAt) throw conflict('provision_in_flight', 'This project is still being provisioned; retry with the same idempotency_key', { project_id: earlier.project_id, retry_after: Math.ceil((earlier.readyAt - now) / 1000) });
      return created({ project_id: earlier.project_id, status: 'ready' as const, push_token: null });
    }
    const starterId = ctx.input.starter_template ?? DEFAULT_STARTER;
    const starter = STARTERS.find((s) => s.id === starterId);
    if (!starter) throw badRequest('unknown_starter', `No starter template ${starterId}`, { field: 'starter_template', known: STARTERS.map((s) => s.id) });
    const at = isoAt(now);
    const files = ctx.input.seed_starter === false ? { 'README.md': `# ${ctx.input.name}\n` } : starter.files;
    // Marketplace items are planned on the starter's files before anything is made: a refused install makes no project.
    const itemIds = [...new Set([...(ctx.input.source_item_id ? [ctx.input.source_item_id] : []), ...(ctx.input.marketplace_items ?? [])])];
    const unknown = itemIds.filter((itemId) => !catalogItem(itemId));
    if (unknown.length > 0) throw badRequest('unknown_marketplace_item', `No marketplace item ${unknown.join(', ')}`, { field: ctx.input.source_item_id && unknown.includes(ctx.input.source_item_id) ? 'source_item_id' : 'marketplace_items', unknown });
    if (itemIds.length > 0 && ctx.input.seed_starter === false) throw badRequest('marketplace_needs_manifest', 'Marketplace items merge into the starter’s platform.yaml: leave seed_starter on to install them', { field: 'marketplace_items' });
    const actor = { name: authorOf(ctx.rt, caller).short, at };
    let tree: ReadonlyMap<string, string> = new Map(Object.entries(files));
    const plans = itemIds.map((itemId) => {
      const item = catalogItem(itemId)!;
      const plan = planInstall(tree, item, latestOf(item), actor, 'install');
      tree = applyChanges(tree, plan.changes);
      return plan;
    });
    const id = nextId(store, 'proj');
    store.projects.set(id, { id, account_id: accountId, name: ctx.input.name, description: starter.description, created_at: at, updated_at: at, archived: false, features: {} });
    const repo = createRepo(id);
    commitToBranch(repo, DEFAULT_BRANCH, { changes: Object.entries(files).map(([path, content]) => ({ path, content })), author: 'Platform <platform@example.com>', message: `Start from the ${starter.name} template`, created_at: at });
    for (const plan of plans) commitToBranch(repo, DEFAULT_BRANCH, { changes: plan.changes, author: authorOf(ctx.rt, caller).commit, message: plan.message, created_at: at });
    store.repos.set(id, repo);
    const account = store.accounts.get(accountId)!;
    createAssignment(ctx, caller, account, { principal: caller.principal, role: 'manager', scope: { type: 'project', project_id: id } });
    if (key) store.provisions.set(key, { project_id: id, readyAt: now + PROVISION_MS });
    recordAudit(ctx, { accountId, action: 'project.provision', resource: { type: 'project', id }, actor: caller.principal, projectId: id, metadata: { starter: starter.id, marketplace_items: itemIds.join(',') || null, source_item_id: ctx.input.source_item_id ?? null } });
    return created({ project_id: id, status: key ? ('provisioning' as const) : ('ready' as const), push_token: `platform_push_${randomToken(18)}` });
  }),
};
