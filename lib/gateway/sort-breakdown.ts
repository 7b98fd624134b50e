import type { GatewayBreakdownRow } from '@/lib/contract/types-gateway';

/** What the gateway breakdown can be sorted by: the row's label or one of its figures. */
export const BREAKDOWN_SORT_KEYS = ['label', 'requests', 'errorRate', 'inputTokens', 'outputTokens', 'spend', 'p50LatencyMs', 'p95LatencyMs'] as const;
export type BreakdownSortKey = (typeof BREAKDOWN_SORT_KEYS)[number];
export const BREAKDOWN_ORDERS = ['desc', 'asc'] as const;
export type BreakdownOrder = (typeof BREAKDOWN_ORDERS)[number];

const figure = (row: GatewayBreakdownRow, key: Exclude<BreakdownSortKey, 'label'>) => {
  const value = (row as unknown as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : -Infinity;
};
const text = (row: GatewayBreakdownRow) => {
  const label = (row as unknown as Record<string, unknown> | null)?.label;
  return typeof label === 'string' ? label : '';
};

/**
 * The rows in the chosen order (a new array). A missing figure (null, or anything not a finite number) sorts as the
 * lowest; labels compare as text. Rows that compare equal keep their order.
 */
export function sortBreakdown(rows: readonly GatewayBreakdownRow[], key: BreakdownSortKey, order: BreakdownOrder): GatewayBreakdownRow[] {
  if (!Array.isArray(rows)) return [];
  const sign = order === 'asc' ? 1 : -1;
  const compare =
    key === 'label'
      ? (a: GatewayBreakdownRow, b: GatewayBreakdownRow) => text(a).localeCompare(text(b))
      : BREAKDOWN_SORT_KEYS.includes(key)
        ? (a: GatewayBreakdownRow, b: GatewayBreakdownRow) => {
            const x = figure(a, key);
            const y = figure(b, key);
            return x === y ? 0 : x < y ? -1 : 1;
          }
        : () => 0;
  return [...rows].sort((a, b) => sign * compare(a, b));
}
