import type { GatewayRetryEnvelope } from '@/lib/sdk';

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
        <table className="w-full border-collapse text-left">
          <caption className="text-left font-medium">Candidates tried</caption>
          <thead>
            <tr className="text-fg-muted">
              <th className="pr-2 font-normal">#</th>
              <th className="pr-2 font-normal">Provider</th>
              <th className="pr-2 font-normal">Model</th>
              <th className="pr-2 font-normal">Stage</th>
              <th className="pr-2 font-normal">Status</th>
              <th className="font-normal">Error</th>
            </tr>
          </thead>
          <tbody>
            {envelope.candidates.map((c, i) => (
              <tr key={i} className="border-t border-border align-top">
                <td className="pr-2">{c.attempt}</td>
                <td className="pr-2">{c.provider}</td>
                <td className="pr-2 font-mono">
                  {c.routeModel}
                  {c.resolvedModel && c.resolvedModel !== c.routeModel && <span className="text-fg-muted"> → {c.resolvedModel}</span>}
                </td>
                <td className="pr-2">{c.stage}</td>
                <td className="pr-2">{c.status ?? '—'}</td>
                <td>
                  {c.code && <span className="font-mono">{c.code}</span>}
                  {c.code && c.message && ': '}
                  {c.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
