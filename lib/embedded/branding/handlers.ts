import 'server-only';
import { contract } from '@/lib/contract';
import type { Branding } from '@/lib/contract/types-iam';
import { requireAccount } from '../access';
import { recordAudit } from '../audit';
import { requireEntitlement } from '../billing/entitlement';
import { entitlementsOf } from '../billing/tiers';
import { notFound } from '../errors';
import { isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';
import type { BrandingRecord, Store } from '../store';
import { checkAsset, isAssetKind } from './assets';

const ops = contract.accounts.branding;
const ENTERPRISE = 'Branding is an Enterprise feature: upgrade the account to change its app name and logo';

function recordOf(store: Store, accountId: string): BrandingRecord {
  return store.branding.get(accountId) ?? { account_id: accountId, app_name: null, assets: {}, updated_at: null };
}

function toBranding(store: Store, record: BrandingRecord): Branding {
  const assets: Branding['assets'] = {};
  for (const [kind, a] of Object.entries(record.assets)) {
    if (isAssetKind(kind)) assets[kind] = { content_type: a.content_type, size: a.size, updated_at: a.updated_at, data_url: `data:${a.content_type};base64,${a.data_base64}` };
  }
  return { account_id: record.account_id, entitled: entitlementsOf(store, record.account_id).includes('branding'), app_name: record.app_name, assets, updated_at: record.updated_at };
}

/** Every change: an owner or admin (account.update) of an account whose plan includes branding. */
async function changing(ctx: HandlerContext) {
  const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.update');
  requireEntitlement(ctx.rt.store, account.id, 'branding', ENTERPRISE);
  const record = recordOf(ctx.rt.store, account.id);
  const save = (action: string, metadata: Record<string, string | number | boolean | null>) => {
    record.updated_at = isoAt(ctx.rt.now());
    ctx.rt.store.branding.set(account.id, record);
    recordAudit(ctx, { accountId: account.id, action, resource: { type: 'account', id: account.id }, actor: caller.principal, metadata });
    return toBranding(ctx.rt.store, record);
  };
  return { record, save };
}

export const brandingHandlers: HandlerTable = {
  // Reading is open to every member (the shell shows it); without the entitlement it is the default, marked not entitled.
  'accounts.branding.get': on(ops.get, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    return toBranding(ctx.rt.store, recordOf(ctx.rt.store, account.id));
  }),

  'accounts.branding.update': on(ops.update, async (ctx) => {
    const { record, save } = await changing(ctx);
    const from = record.app_name;
    record.app_name = ctx.input.app_name;
    return save('account.branding.update', { from, to: record.app_name });
  }),

  'accounts.branding.uploadAsset': on(ops.uploadAsset, async (ctx) => {
    const { record, save } = await changing(ctx);
    const { kind, contentType, bytes } = checkAsset(ctx.params.kind, ctx.input.content_type, ctx.input.data_base64);
    record.assets[kind] = { content_type: contentType, size: bytes.length, data_base64: bytes.toString('base64'), updated_at: isoAt(ctx.rt.now()) };
    return save('account.branding.asset.upload', { kind, content_type: contentType, size: bytes.length });
  }),

  'accounts.branding.removeAsset': on(ops.removeAsset, async (ctx) => {
    const { record, save } = await changing(ctx);
    const kind = ctx.params.kind;
    if (!isAssetKind(kind) || !record.assets[kind]) throw notFound(`Branding asset ${kind}`);
    delete record.assets[kind];
    return save('account.branding.asset.remove', { kind });
  }),

  'accounts.branding.reset': on(ops.reset, async (ctx) => {
    const { record, save } = await changing(ctx);
    record.app_name = null;
    record.assets = {};
    return save('account.branding.reset', {});
  }),
};
