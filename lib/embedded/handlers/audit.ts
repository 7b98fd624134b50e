import 'server-only';
import { contract } from '@/lib/contract';
import { chunkStream } from '../chunk-stream';
import type { AuditEvent, AuditWebhook } from '@/lib/contract/types-audit';
import { csvRow } from '@/lib/format/csv';
import { requireAccount } from '../access';
import { recordAudit, type AuditEventRecord } from '../audit';
import { badRequest, notFound } from '../errors';
import { randomToken } from '../crypto';
import { nextId, type AuditWebhookRecord } from '../store';
import { created, isoAt, noContent, on, type HandlerTable } from '../runtime';

const ops = contract.accounts.audit;
type Filters = Partial<Record<'project' | 'session' | 'actor' | 'source' | 'outcome' | 'request' | 'correlation' | 'resource' | 'action' | 'from' | 'to', string>>;

function matcher(f: Filters): (e: AuditEventRecord) => boolean {
  const from = f.from ? Date.parse(f.from) : -Infinity;
  const to = f.to ? Date.parse(f.to) : Infinity;
  return (e) => {
    if (f.project && e.project_id !== f.project) return false;
    if (f.session && e.session_id !== f.session) return false;
    if (f.actor && e.actor_id !== f.actor) return false;
    if (f.source && e.source !== f.source) return false;
    if (f.outcome && e.outcome !== f.outcome) return false;
    if (f.request && e.request_id !== f.request) return false;
    if (f.correlation && e.correlation_id !== f.correlation) return false;
    if (f.resource && !(e.resource && (`${e.resource.type}:${e.resource.id}` === f.resource || e.resource.id === f.resource))) return false;
    if (f.action && !e.action.startsWith(f.action)) return false;
    const at = Date.parse(e.at);
    return at >= from && at <= to;
  };
}

function toEvent({ account_id: _account, ...event }: AuditEventRecord): AuditEvent {
  return event;
}

function toWebhook({ account_id: _a, secret, ...hook }: AuditWebhookRecord): AuditWebhook {
  return { ...hook, secret_prefix: secret.slice(0, 10) };
}

const COLUMNS = ['id', 'at', 'action', 'outcome', 'actor_type', 'actor_id', 'source', 'project_id', 'session_id', 'resource', 'request_id', 'trace_id', 'correlation_id', 'metadata'] as const;

function csvOf(e: AuditEventRecord): string {
  return csvRow([e.id, e.at, e.action, e.outcome, e.actor_type, e.actor_id, e.source, e.project_id, e.session_id, e.resource ? `${e.resource.type}:${e.resource.id}` : '', e.request_id, e.trace_id, e.correlation_id, e.metadata ?? '']);
}

export const auditHandlers: HandlerTable = {
  'accounts.audit.log': on(ops.log, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.audit.read');
    const { limit = 100, cursor, ...filters } = ctx.input;
    const events = ctx.rt.store.auditEvents;
    let start = events.length - 1;
    if (cursor !== undefined) {
      if (!/^\d+$/.test(cursor) || Number(cursor) >= events.length) throw badRequest('invalid_cursor', 'The cursor is not one this log gave', { field: 'cursor' });
      start = Number(cursor);
    }
    const keep = matcher(filters);
    const items: AuditEvent[] = [];
    let i = start;
    for (; i >= 0 && items.length < limit; i--) {
      const e = events[i];
      if (e.account_id === account.id && keep(e)) items.push(toEvent(e));
    }
    return { items, next_cursor: i >= 0 ? String(i) : null };
  }),

  'accounts.audit.export': on(ops.export, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.audit.read');
    const { format = 'csv', ...filters } = ctx.input;
    const keep = matcher(filters);
    const events = ctx.rt.store.auditEvents;
    // Chunks of 500 events, newest first, one chunk per event-loop turn, only as fast as the reader takes them.
    function* chunks(): Generator<string> {
      if (format === 'csv') yield csvRow([...COLUMNS]);
      let chunk = '';
      let n = 0;
      for (let i = events.length - 1; i >= 0; i--) {
        const e = events[i];
        if (e.account_id !== account.id || !keep(e)) continue;
        chunk += format === 'csv' ? csvOf(e) : `${JSON.stringify(toEvent(e))}\n`;
        if (++n === 500) {
          yield chunk;
          chunk = '';
          n = 0;
        }
      }
      if (chunk) yield chunk;
    }
    const stream = chunkStream(chunks());
    const filename = `audit-${account.id}-${isoAt(ctx.rt.now()).slice(0, 10)}.${format}`;
    return new Response(stream, {
      headers: {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    });
  }),

  'accounts.audit.webhooks.list': on(ops.webhooks.list, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.audit.read');
    return [...ctx.rt.store.auditWebhooks.values()].filter((w) => w.account_id === account.id).map(toWebhook);
  }),

  'accounts.audit.webhooks.create': on(ops.webhooks.create, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    const secret = `whsec_${randomToken(24)}`;
    const hook: AuditWebhookRecord = { id: nextId(ctx.rt.store, 'whk'), account_id: account.id, url: ctx.input.url, description: ctx.input.description ?? '', actions: ctx.input.actions ?? [], active: ctx.input.active ?? true, created_at: isoAt(ctx.rt.now()), secret };
    ctx.rt.store.auditWebhooks.set(hook.id, hook);
    recordAudit(ctx, { accountId: account.id, action: 'audit.webhook.create', resource: { type: 'audit_webhook', id: hook.id }, actor: caller.principal, metadata: { host: new URL(hook.url).host } });
    return created({ ...toWebhook(hook), signing_secret: secret });
  }),

  'accounts.audit.webhooks.update': on(ops.webhooks.update, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    const hook = ctx.rt.store.auditWebhooks.get(ctx.params.webhookId);
    if (!hook || hook.account_id !== account.id) throw notFound('Webhook');
    Object.assign(hook, Object.fromEntries(Object.entries(ctx.input).filter(([, v]) => v !== undefined)));
    recordAudit(ctx, { accountId: account.id, action: 'audit.webhook.update', resource: { type: 'audit_webhook', id: hook.id }, actor: caller.principal, metadata: { active: hook.active } });
    return toWebhook(hook);
  }),

  'accounts.audit.webhooks.remove': on(ops.webhooks.remove, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    const hook = ctx.rt.store.auditWebhooks.get(ctx.params.webhookId);
    if (!hook || hook.account_id !== account.id) throw notFound('Webhook');
    ctx.rt.store.auditWebhooks.delete(hook.id);
    recordAudit(ctx, { accountId: account.id, action: 'audit.webhook.delete', resource: { type: 'audit_webhook', id: hook.id }, actor: caller.principal });
    return noContent();
  }),
};
