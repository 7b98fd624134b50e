// Budgets: the current period of each (local midnight, Monday, the 1st in the budget's zone) and its spend, summed by
// the same aggregation as every other figure (its rollups, rollups.ts, for the one key or agent a budget names).
import 'server-only';
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { GatewayBudget, GatewayBudgetPeriod, GatewayBudgetState } from '@/lib/contract/types-gateway';
import { aggregate, compileFilter, usd } from './aggregate';
import type { GatewayBudgetRecord } from './records';
import { listFor, runOf } from './rollups';
import type { Traffic } from './traffic';

/** [start, end) of the period containing `now` in `tz`. */
export function periodWindow(period: GatewayBudgetPeriod, now: number, tz: string): { start: number; end: number } {
  const local = new TZDate(now, tz);
  if (period === 'day') {
    const start = startOfDay(local);
    return { start: start.getTime(), end: addDays(start, 1).getTime() };
  }
  if (period === 'week') {
    const start = startOfWeek(local, { weekStartsOn: 1 });
    return { start: start.getTime(), end: addWeeks(start, 1).getTime() };
  }
  const start = startOfMonth(local);
  return { start: start.getTime(), end: addMonths(start, 1).getTime() };
}

export function budgetState(spend: number, limit: number, alertThreshold: number): GatewayBudgetState {
  if (spend >= limit) return 'exceeded';
  if (spend * 100 >= limit * alertThreshold) return 'warning';
  return 'ok';
}

/** Spend in micro-dollars of the budget's scope over [start, end). */
export function budgetSpendMicros(traffic: Traffic, b: Pick<GatewayBudgetRecord, 'scope' | 'target'>, start: number, end: number): number {
  const filter = compileFilter(traffic, b.scope === 'key' ? { keyId: b.target ?? undefined } : b.scope === 'agent' ? { agent: b.target ?? undefined } : {});
  const list = listFor(traffic, filter);
  if (!list) return aggregate(traffic, start, end, filter).cost[0];
  const [lo, hi] = runOf(list, start, end);
  return list.cost[hi] - list.cost[lo];
}

export function toBudget(traffic: Traffic, b: GatewayBudgetRecord, now: number, targetLabel: string): GatewayBudget {
  const { start, end } = periodWindow(b.period, now, b.tz);
  const spend = usd(budgetSpendMicros(traffic, b, start, end));
  return {
    id: b.id,
    scope: b.scope,
    target: b.target,
    targetLabel,
    period: b.period,
    limit: b.limit,
    alertThreshold: b.alert_threshold,
    tz: b.tz,
    periodStart: new Date(start).toISOString(),
    periodEnd: new Date(end).toISOString(),
    spend,
    state: budgetState(spend, b.limit, b.alert_threshold),
    createdAt: b.created_at,
    updatedAt: b.updated_at,
    updatedBy: b.updated_by,
  };
}
