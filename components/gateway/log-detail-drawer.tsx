'use client';

import { countNoun } from '@/lib/format/count';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import type { GatewayLogDetail } from '@/lib/contract/types-gateway';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { formatInZone, formatLatency } from '@/lib/format/gateway';
import { useGatewayLog } from '@/lib/sdk/react/gateway-analytics';
import { Button } from '@/components/ui/button';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { cn } from '@/components/ui/cn';

function CandidateTimeline({ log }: { log: GatewayLogDetail }) {
  if (log.candidates.length === 0) return <p className="text-sm text-fg-muted">Refused before routing: no model was tried.</p>;
  const total = Math.max(1, log.latencyMs);
  return (
    <ol aria-label="Candidate chain" className="flex flex-col gap-2">
      {log.candidates.map((c) => (
        <li key={c.attempt} data-attempt={c.attempt} className="rounded-md border border-border p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {c.attempt}. {c.routeModel} <span className="text-fg-muted">({c.provider})</span>
            </span>
            <span className={cn('text-xs font-medium', c.code ? 'text-danger' : 'text-fg')}>{c.code ? `${c.status ?? ''} ${c.code}` : `${c.status ?? 200} answered`}</span>
          </div>
          <div aria-hidden className="relative mt-1 h-1.5 rounded bg-bg-muted">
            <div className={cn('absolute h-1.5 rounded', c.code ? 'bg-danger' : 'bg-success')} style={{ left: `${(c.offsetMs / total) * 100}%`, width: `${Math.max(1, (c.durationMs / total) * 100)}%` }} />
          </div>
          <p className="mt-1 text-xs text-fg-muted">
            +{formatLatency(c.offsetMs)} for {formatLatency(c.durationMs)} · {c.resolvedModel} · stage {c.stage}
            {c.message ? ` · ${c.message}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

function Facts({ log, tz }: { log: GatewayLogDetail; tz: string }) {
  const rows: Array<[string, string]> = [
    ['Time', formatInZone(log.at, tz)],
    ['Status', `${log.status} ${log.errorCode ?? 'ok'}`],
    ['Model', log.model === log.requestedModel ? log.model : `${log.model} (asked for ${log.requestedModel})`],
    ['Provider', log.provider],
    ['Key', log.keyName ? `${log.keyName} (${log.keyId})` : (log.keyId ?? '—')],
    ['Agent', log.agent ?? '—'],
    ['Tokens', `${formatTokens(log.inputTokens)} in · ${formatTokens(log.outputTokens)} out`],
    ['Cost', formatCost(log.cost)],
    ['First token', log.ttftMs === null ? '—' : formatLatency(log.ttftMs)],
    ['Latency', formatLatency(log.latencyMs)],
    ['Mode', `${log.stream ? 'streaming' : 'not streaming'}${log.vision ? ', with images' : ''}`],
    ['Endpoint', log.request.endpoint],
    ['Request', `max ${log.request.maxTokens} tokens · temperature ${log.request.temperature} · ${countNoun(log.request.tools, 'tool')} · ${countNoun(log.request.images, 'image')}`],
    ['Request id', log.requestId],
  ];
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-fg-muted">{k}</dt>
          <dd className="min-w-0 break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One request: its facts, the candidate chain as a timeline, and the session turn that made it. */
export function LogDetailDrawer({ projectId, logId, tz, onClose }: { projectId: string; logId: string | null; tz: string; onClose: () => void }) {
  const log = useGatewayLog(projectId, logId);
  const d = log.data;
  return (
    <Dialog.Root open={logId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content className="fixed top-0 right-0 z-50 flex h-full w-[min(32rem,100vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-bg p-5 shadow-xl">
          <Dialog.Title className="font-semibold">Request {logId}</Dialog.Title>
          <Dialog.Description className="text-sm text-fg-muted">Metadata and a redacted preview only: prompts and keys are never kept.</Dialog.Description>
          {log.isLoading ? (
            <Skeleton className="h-64 w-full" />
          ) : log.isError ? (
            <ErrorState error={log.error} onRetry={() => log.refetch()} />
          ) : d ? (
            <RenderBoundary what="request" raw={d}>
              <Facts log={d} tz={tz} />
              <section aria-label="Preview">
                <h3 className="mb-1 text-sm font-medium">Prompt preview</h3>
                <p className="rounded bg-bg-muted p-2 font-mono text-xs break-words">{d.preview}</p>
              </section>
              <section aria-label="Attempts">
                <h3 className="mb-1 text-sm font-medium">Candidate chain</h3>
                <CandidateTimeline log={d} />
              </section>
              <section aria-label="Session">
                <h3 className="mb-1 text-sm font-medium">Session</h3>
                {!d.session ? (
                  <p className="text-sm text-fg-muted">Sent directly with an API key, not from an agent session.</p>
                ) : d.session.available ? (
                  <Link data-session-link className="text-sm underline" href={`/projects/${projectId}/sessions/${encodeURIComponent(d.session.id)}${d.session.messageId ? `#turn-${d.session.messageId}` : ''}`}>
                    {d.session.title ?? d.session.id}
                    {d.session.messageId ? ', at the turn that made this request' : ''}
                  </Link>
                ) : (
                  <p className="text-sm text-fg-muted">Session {d.session.id} is no longer kept, so it cannot be opened.</p>
                )}
              </section>
            </RenderBoundary>
          ) : null}
          <Dialog.Close asChild>
            <Button className="self-start" size="sm">Close</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
