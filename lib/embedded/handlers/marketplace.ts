import 'server-only';
import { contract } from '@/lib/contract';
import { queryItems } from '@/lib/marketplace/query';
import { canSeeAccount, requireAccount, requireProject } from '../access';
import { recordAudit } from '../audit';
import { PlatformError, badRequest, conflict, notFound } from '../errors';
import { CATALOG, MARKETPLACES, detailOf, filesOf, latestOf, summaryOf } from '../marketplace/catalog';
import { installedItems, planInstall, planRemove, previewInstall, requireItem, requireVersion, type Plan } from '../marketplace/install';
import { authorOf, commitAt, repoOf } from '../repo/context';
import { applyChanges, commitToBranch } from '../repo/repository';
import { nextId } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';

const pub = contract.marketplace;
const proj = contract.project.marketplace;
const SUMMARIES = CATALOG.map(summaryOf);

/** Who may install, update and remove: a manifest change on the default branch, like a feature flag (customize). */
const WRITE = 'project.customize.write';
const READ = 'project.customize.read';

async function projectRepo(ctx: HandlerContext, permission: string) {
  const access = await requireProject(ctx, ctx.params.projectId, permission);
  const repo = repoOf(ctx.rt, access.project);
  return { ...access, repo, head: commitAt(repo) };
}

type Access = Awaited<ReturnType<typeof projectRepo>>;

function commit(ctx: HandlerContext, access: Access, plan: Plan, action: string) {
  const author = authorOf(ctx.rt, access.caller);
  const record = commitToBranch(access.repo, access.repo.default_branch, { changes: plan.changes, author: author.commit, message: plan.message, created_at: isoAt(ctx.rt.now()) });
  recordAudit(ctx, {
    accountId: access.project.account_id,
    action,
    resource: { type: 'project', id: access.project.id },
    actor: access.caller.principal,
    projectId: access.project.id,
    metadata: { item: plan.result.item_id, version: plan.result.version, from_version: plan.result.from_version, commit: record.sha },
  });
  return { ...plan.result, commit_sha: record.sha };
}

const actorOf = (ctx: HandlerContext, access: Access) => ({ name: authorOf(ctx.rt, access.caller).short, at: isoAt(ctx.rt.now()) });

export const marketplaceHandlers: HandlerTable = {
  'marketplace.items': on(pub.items, (ctx) => queryItems(SUMMARIES, ctx.input)),
  'marketplace.item': on(pub.item, (ctx) => detailOf(requireItem(ctx.params.id))),
  'marketplace.itemFile': on(pub.itemFile, (ctx) => {
    const item = requireItem(ctx.params.id);
    const version = requireVersion(item, ctx.input.version);
    const file = filesOf(version).find(([path]) => path === ctx.input.path);
    if (!file) throw new PlatformError(404, 'file_not_found', `${item.name} ${version.version} has no file ${ctx.input.path}`, { path: ctx.input.path });
    return { item_id: item.id, version: version.version, path: file[0], content: file[1] };
  }),
  'marketplace.marketplaces': on(pub.marketplaces, () =>
    MARKETPLACES.map((m) => ({ ...m, item_count: CATALOG.filter((item) => item.marketplace_id === m.id).length })),
  ),
  'marketplace.featured': on(pub.featured, () => SUMMARIES.filter((item) => item.featured)),

  'marketplace.sources.list': on(pub.sources.list, async (ctx) => {
    const caller = await ctx.caller();
    return [...ctx.rt.store.marketplaceSources.values()].filter((source) => canSeeAccount(ctx.rt, caller, source.account_id));
  }),
  'marketplace.sources.add': on(pub.sources.add, async (ctx) => {
    const caller = await ctx.caller();
    const store = ctx.rt.store;
    const accountId = ctx.input.account_id ?? store.memberships.find((m) => m.user_id === caller.principal.id)?.account_id;
    if (!accountId) throw badRequest('unknown_account', 'Name the account the source is for', { field: 'account_id' });
    await requireAccount(ctx, accountId, 'account.update');
    const url = new URL(ctx.input.url);
    const normalized = url.toString();
    const same = [...store.marketplaceSources.values()].find((s) => s.account_id === accountId && s.url === normalized);
    if (same) throw conflict('source_exists', `${normalized} is already a source of this account`, { source_id: same.id });
    const source = {
      id: nextId(store, 'msrc'),
      account_id: accountId,
      name: ctx.input.name ?? url.hostname,
      url: normalized,
      created_at: isoAt(ctx.rt.now()),
      created_by: authorOf(ctx.rt, caller).short,
      item_count: 0,
    };
    store.marketplaceSources.set(source.id, source);
    recordAudit(ctx, { accountId, action: 'marketplace.source.add', resource: { type: 'marketplace_source', id: source.id }, actor: caller.principal, metadata: { url: normalized } });
    return created(source);
  }),
  'marketplace.sources.remove': on(pub.sources.remove, async (ctx) => {
    const caller = await ctx.caller();
    const source = ctx.rt.store.marketplaceSources.get(ctx.params.sourceId);
    if (!source || !canSeeAccount(ctx.rt, caller, source.account_id)) throw notFound('Marketplace source');
    await requireAccount(ctx, source.account_id, 'account.update');
    ctx.rt.store.marketplaceSources.delete(source.id);
    recordAudit(ctx, { accountId: source.account_id, action: 'marketplace.source.remove', resource: { type: 'marketplace_source', id: source.id }, actor: caller.principal, metadata: { url: source.url } });
    return noContent();
  }),

  'project.marketplace.list': on(proj.list, async (ctx) => installedItems((await projectRepo(ctx, READ)).head.tree)),
  'project.marketplace.preview': on(proj.preview, async (ctx) => {
    const access = await projectRepo(ctx, READ);
    const item = requireItem(ctx.params.itemId);
    return previewInstall(access.head.tree, item, requireVersion(item, ctx.input.version), actorOf(ctx, access));
  }),
  'project.marketplace.install': on(proj.install, async (ctx) => {
    const access = await projectRepo(ctx, WRITE);
    const item = requireItem(ctx.params.itemId);
    const version = requireVersion(item, ctx.input.version);
    return created(commit(ctx, access, planInstall(access.head.tree, item, version, actorOf(ctx, access), 'install'), 'marketplace.install'));
  }),
  'project.marketplace.updates': on(proj.updates, async (ctx) => {
    const installed = installedItems((await projectRepo(ctx, READ)).head.tree);
    return installed
      .filter((entry) => entry.update_available)
      .map((entry) => ({ name: entry.name, item_id: entry.item_id, from_version: entry.version, to_version: entry.latest_version, notes: latestOf(requireItem(entry.item_id)).notes }));
  }),
  'project.marketplace.update': on(proj.update, async (ctx) => {
    const access = await projectRepo(ctx, WRITE);
    const entry = installedItems(access.head.tree).find((e) => e.name === ctx.params.name);
    if (!entry) throw new PlatformError(404, 'not_installed', `${ctx.params.name} is not installed in this project`);
    const item = requireItem(entry.item_id);
    return commit(ctx, access, planInstall(access.head.tree, item, latestOf(item), actorOf(ctx, access), 'update'), 'marketplace.update');
  }),
  'project.marketplace.updateAll': on(proj.updateAll, async (ctx) => {
    const access = await projectRepo(ctx, WRITE);
    const due = installedItems(access.head.tree).filter((e) => e.update_available);
    // Plan every update first so a refused one leaves the branch as it was; then one commit per item.
    let tree = access.head.tree;
    const plans: Plan[] = [];
    for (const entry of due) {
      const item = requireItem(entry.item_id);
      const plan = planInstall(tree, item, latestOf(item), actorOf(ctx, access), 'update');
      plans.push(plan);
      tree = applyChanges(tree, plan.changes);
    }
    return plans.map((plan) => commit(ctx, access, plan, 'marketplace.update'));
  }),
  'project.marketplace.remove': on(proj.remove, async (ctx) => {
    const access = await projectRepo(ctx, WRITE);
    commit(ctx, access, planRemove(access.head.tree, ctx.params.name), 'marketplace.remove');
    return noContent();
  }),
};
