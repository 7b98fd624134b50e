'use client';

import { parseAsInteger, useQueryState } from 'nuqs';
import { useState } from 'react';
import type { BillingTransaction } from '@/lib/contract/types-billing';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { formatCost } from '@/lib/sdk/format';
import { useExportTransactions, useTransactions } from '@/lib/sdk/react/billing';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';

const PAGE = 10;
const TYPE: Record<BillingTransaction['type'], string> = { subscription: 'Plan', proration: 'Plan change', credit_purchase: 'Credits', auto_topup: 'Auto top-up', promotional: 'Promotion', refund: 'Refund' };

const COLUMNS: DataColumn<BillingTransaction>[] = [
  { id: 'when', header: 'When', width: '11rem', cell: (t) => formatDateTime(t.created_at) },
  { id: 'what', header: 'What', width: 'minmax(0,1fr)', cell: (t) => `${TYPE[t.type] ?? t.type} · ${t.description}` },
  { id: 'charged', header: 'Charged', width: '7rem', align: 'end', cell: (t) => <span className="tabular-nums">{formatCost(t.amount_usd)}</span> },
  { id: 'credits', header: 'Credits', width: '7rem', align: 'end', cell: (t) => <span className="tabular-nums">{t.credits_usd ? `+${formatCost(t.credits_usd)}` : '—'}</span> },
];

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/** Transactions newest first, ten a page (the page is in the URL), and every one of them as CSV. */
export function TransactionsTable({ accountId }: { accountId: string }) {
  const [page, setPage] = useQueryState('txPage', parseAsInteger.withDefault(1));
  const current = Math.max(1, page);
  const list = useTransactions(accountId, { limit: PAGE, offset: (current - 1) * PAGE });
  const exporter = useExportTransactions(accountId);
  const [exported, setExported] = useState<number | null>(null);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const exportCsv = async () => {
    const csv = await exporter.mutateAsync();
    download(`transactions-${accountId}.csv`, csv.text);
    setExported(csv.rows);
  };
  return (
    <section aria-labelledby="tx-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tx-title" className="text-lg font-semibold">Transactions</h2>
        <Button size="sm" pending={exporter.isPending} onClick={() => void exportCsv().catch(() => undefined)}>Export CSV</Button>
      </div>
      {exporter.error && <p role="alert" className="text-sm text-danger">{describeError(exporter.error).detail}</p>}
      {exported !== null && <p role="status" className="text-sm">Exported {exported} transactions.</p>}
      {list.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : total === 0 ? (
        <EmptyState title="No transactions yet">Plan charges, credit purchases and top-ups appear here.</EmptyState>
      ) : (
        <>
          <div data-transactions-page={current}>
            {/* The page scrolls, not the table: its rows hold nothing to focus, and a scroll box needs a focusable stop (axe). */}
            <DataTable label="Transactions" what="transaction" columns={COLUMNS} rows={list.data?.items ?? []} rowKey={(t) => t.id} rowData={(t) => ({ 'data-transaction': t.type })} maxHeight="none" />
          </div>
          <nav aria-label="Transaction pages" className="flex items-center justify-end gap-2 text-sm">
            <Button size="sm" disabled={current <= 1} onClick={() => void setPage(current - 1 > 1 ? current - 1 : null)}>Newer</Button>
            <span>Page {current} of {pages}</span>
            <Button size="sm" disabled={current >= pages} onClick={() => void setPage(current + 1)}>Older</Button>
          </nav>
        </>
      )}
    </section>
  );
}
