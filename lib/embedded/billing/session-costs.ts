// Billing's session costs: each is `sessionCostOf` (the SDK's getSessionCost over the messages the session's summary
// counts), so the list, the session's header and this page show one number.
import 'server-only';
import type { SessionCost, SessionCostPage } from '@/lib/contract/types-billing';
import type { SessionCostsInput } from '@/lib/contract/ops/billing';
import { COST_MARKUP } from '@/lib/sdk/cost';
import { sessionCostOf } from '../sessions/store-sessions';
import type { SessionRecord } from '../sessions/types';
import type { Store } from '../store';

export function sessionCostRow(store: Store, record: SessionRecord, now: number): SessionCost {
  const cost = sessionCostOf(record, now);
  return {
    session_id: record.info.id,
    project_id: record.projectId,
    project_name: store.projects.get(record.projectId)?.name ?? record.projectId,
    title: record.info.title || 'Untitled session',
    created_at: new Date(record.info.time.created).toISOString(),
    updated_at: new Date(record.info.time.updated).toISOString(),
    cost_usd: cost.cost,
    provider_cost_usd: cost.cost / COST_MARKUP,
    markup: COST_MARKUP,
    tokens: { input: cost.tokens.input, output: cost.tokens.output, reasoning: cost.tokens.reasoning, cache_read: cost.tokens.cacheRead, cache_write: cost.tokens.cacheWrite },
    steps: cost.steps,
    estimated: cost.estimated,
  };
}

const tokenTotal = (r: SessionCost) => r.tokens.input + r.tokens.output + r.tokens.reasoning + r.tokens.cache_read + r.tokens.cache_write;

/** The sessions of `projectIds`, filtered by creation time, sorted (cost by default, most first), one page. */
export function sessionCostPage(store: Store, projectIds: ReadonlySet<string>, input: SessionCostsInput, now: number): SessionCostPage {
  const from = input.from ? Date.parse(input.from) : -Infinity;
  const to = input.to ? Date.parse(input.to) : Infinity;
  const rows: SessionCost[] = [];
  for (const record of store.sessions.values()) {
    if (!projectIds.has(record.projectId)) continue;
    const created = record.info.time.created;
    if (created < from || created >= to) continue;
    rows.push(sessionCostRow(store, record, now));
  }
  const sort = input.sort ?? 'cost';
  const sign = (input.order ?? 'desc') === 'desc' ? -1 : 1;
  const key = (r: SessionCost) => (sort === 'cost' ? r.cost_usd : sort === 'tokens' ? tokenTotal(r) : Date.parse(r.created_at));
  rows.sort((a, b) => sign * (key(a) - key(b)) || a.session_id.localeCompare(b.session_id));
  const limit = input.limit ?? 25;
  const offset = input.offset ?? 0;
  return { items: rows.slice(offset, offset + limit), total: rows.length, total_cost_usd: rows.reduce((s, r) => s + r.cost_usd, 0), limit, offset };
}
