import type { GatewayRetryEnvelope } from '@/lib/sdk';
import { DataTable, type DataColumn } from '@/components/ui/data-table';

type Candidate = GatewayRetryEnvelope['candidates'][number];
const COLUMNS: DataColumn<Candidate>[] = [
  { id: 'attempt', header: '#', width: '2.5rem', cell: (c) => c.attempt },
  { id: 'provider', header: 'Provider', width: 'minmax(0,1fr)', cell: (c) => c.provider },
  {
    id: 'model',
    header: 'Model',
    width: 'minmax(0,1.5fr)',
    cell: (c) => (
      <span className="font-mono">
        {c.routeModel}
        {c.resolvedModel && c.resolvedModel !== c.routeModel && <span className="text-fg-muted"> → {c.resolvedModel}</span>}
      </span>
    ),
  },
  { id: 'stage', header: 'Stage', width: 'minmax(0,1fr)', cell: (c) => c.stage },
  { id: 'status', header: 'Status', width: '4rem', cell: (c) => c.status ?? '—' },
  {
    id: 'error',
    header: 'Error',
    width: 'minmax(0,2fr)',
    cell: (c) => (
      <>
        {c.code && <span className="font-mono">{c.code}</span>}
        {c.code && c.message && ': '}
        {c.message}
      </>
    ),
  },
];

/** The gateway's envelope of a failed attempt: summary fields and every candidate that failed, in order. */
export function GatewayDetails({ envelope }: { envelope: GatewayRetryEnvelope }) {
  return (
    <div className="space-y-2 text-xs">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-fg-muted">Gateway code</dt>
        <dd className="font-mono">{envelope.code}</dd>
        {envelope.finalProvider && (
          <>
            <dt className="text-fg-muted">Final provider</dt>
            <dd>{envelope.finalProvider}</dd>
          </>
        )}
        {envelope.upstreamStatus !== undefined && (
          <>
            <dt className="text-fg-muted">Upstream status</dt>
            <dd>{envelope.upstreamStatus}</dd>
          </>
        )}
        {envelope.requestId && (
          <>
            <dt className="text-fg-muted">Request</dt>
            <dd className="font-mono">{envelope.requestId}</dd>
          </>
        )}
        {envelope.suggestion && (
          <>
            <dt className="text-fg-muted">Suggestion</dt>
            <dd>{envelope.suggestion}</dd>
          </>
        )}
      </dl>
      {envelope.candidates.length > 0 && (
        <>
          <p className="font-medium">Candidates tried</p>
          {/* The page scrolls, not the table: its rows hold nothing to focus, and a scroll box needs a focusable stop (axe). */}
          <DataTable label="Candidates tried" what="candidate" columns={COLUMNS} rows={envelope.candidates} rowKey={(c) => `${c.attempt}:${c.provider}:${c.routeModel}:${c.stage}`} maxHeight="none" />
        </>
      )}
    </div>
  );
}
