'use client';

import Link from 'next/link';
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { formatDateTime } from '@/lib/format/date';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { useAccount } from '@/lib/sdk/react/account-access';
import { useSessionCosts } from '@/lib/sdk/react/billing';
import { useProjects } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { countNoun } from '@/lib/format/count';
import { DataTable } from '@/components/ui/data-table';

const PAGE = 25;
const parsers = {
  project: parseAsString.withDefault(''),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  sort: parseAsStringLiteral(['cost', 'created', 'tokens'] as const).withDefault('cost'),
  order: parseAsStringLiteral(['desc', 'asc'] as const).withDefault('desc'),
  page: parseAsInteger.withDefault(1),
};

/** A local date (YYYY-MM-DD) to the ISO start of that day in the browser's zone; `next` gives the day after (an exclusive end). */
function dayStart(date: string, next = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0));
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Sessions of the account by what they cost (the SDK's getSessionCost, markup included), filters and page in the URL. */
export function SessionCostsPage({ accountId }: { accountId: string }) {
  const [f, setF] = useQueryStates(parsers);
  const account = useAccount(accountId);
  const projects = useProjects(accountId);
  const page = Math.max(1, f.page);
  const filters = {
    ...(f.project ? { projectId: f.project } : {}),
    ...(dayStart(f.from) ? { from: dayStart(f.from) } : {}),
    ...(dayStart(f.to, true) ? { to: dayStart(f.to, true) } : {}),
    sort: f.sort,
    order: f.order,
    limit: PAGE,
    offset: (page - 1) * PAGE,
  };
  const costs = useSessionCosts(accountId, filters);
  const total = costs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const reset = { page: null };
  return (
    <div className="flex min-w-0 flex-col gap-4" data-session-costs-ready={costs.isSuccess && !costs.isPlaceholderData ? 'true' : undefined}>
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Session costs · {account.data?.name ?? accountId}</h1>
          <p className="text-sm text-fg-muted">Each session&apos;s cost as its header shows it: its model calls at the gateway × {costs.data?.items[0]?.markup ?? 1.2} markup.</p>
        </div>
        <Link href={`/accounts/${accountId}/billing`} className="inline-flex h-8 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-bg-muted">Billing</Link>
      </header>
      <form className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()} aria-label="Filter session costs">
        <SelectField label="Project" value={f.project} onChange={(e) => void setF({ project: e.target.value || null, ...reset })}>
          <option value="">All projects</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>{p.name}</option>
          ))}
        </SelectField>
        <Field label="Started from" type="date" value={f.from} onChange={(e) => void setF({ from: e.target.value || null, ...reset })} />
        <Field label="Started until" type="date" value={f.to} onChange={(e) => void setF({ to: e.target.value || null, ...reset })} />
        <SelectField label="Sort by" value={f.sort} onChange={(e) => void setF({ sort: e.target.value as 'cost', ...reset })}>
          <option value="cost">Cost</option>
          <option value="tokens">Tokens</option>
          <option value="created">Start</option>
        </SelectField>
        <SelectField label="Order" value={f.order} onChange={(e) => void setF({ order: e.target.value as 'desc', ...reset })}>
          <option value="desc">Highest / newest first</option>
          <option value="asc">Lowest / oldest first</option>
        </SelectField>
      </form>
      {costs.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : costs.isError ? (
        <ErrorState error={costs.error} onRetry={() => costs.refetch()} />
      ) : total === 0 ? (
        <EmptyState title="No sessions match">Try another project or a wider date range.</EmptyState>
      ) : (
        <>
          <p className="text-sm tabular-nums" data-session-costs-total={costs.data?.total_cost_usd}>
            {countNoun(total, 'session')} · {formatCost(costs.data?.total_cost_usd)} in all
          </p>
          <DataTable label="Sessions by cost" what="session" rows={costs.data?.items ?? []} rowKey={(s) => `${s.project_id}/${s.session_id}`} rowData={(s) => ({ 'data-session-cost': s.session_id })}
            columns={[
              {
                id: 'session', header: 'Session', width: 'minmax(12rem,3fr)',
                cell: (s) => (
                  <>
                    <Link className="underline" href={`/projects/${s.project_id}/sessions/${s.session_id}`}>{s.title}</Link>
                    <span className="ml-2 font-mono text-xs text-fg-muted">{s.session_id}</span>
                  </>
                ),
              },
              { id: 'project', header: 'Project', width: 'minmax(7rem,1fr)', cell: (s) => s.project_name },
              { id: 'started', header: 'Started', width: '10rem', cell: (s) => formatDateTime(s.created_at) },
              { id: 'tokens', header: 'Tokens', width: '5rem', align: 'end', cell: (s) => <span className="tabular-nums">{formatTokens(s.tokens.input + s.tokens.output + s.tokens.reasoning + s.tokens.cache_read + s.tokens.cache_write)}</span> },
              {
                id: 'cost', header: 'Cost', width: '6rem', align: 'end',
                cell: (s) => <span className="tabular-nums" data-cost>{formatCost(s.cost_usd)}{s.estimated && <span className="ml-1 text-xs text-fg-muted" title="Part of it is estimated from tokens">est.</span>}</span>,
              },
            ]}
          />
          <nav aria-label="Session cost pages" className="flex items-center justify-end gap-2 text-sm">
            <Button size="sm" disabled={page <= 1} onClick={() => void setF({ page: page - 1 > 1 ? page - 1 : null })}>Previous</Button>
            <span>Page {page} of {pages}</span>
            <Button size="sm" disabled={page >= pages} onClick={() => void setF({ page: page + 1 })}>Next</Button>
          </nav>
        </>
      )}
    </div>
  );
}
