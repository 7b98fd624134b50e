'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { formatCost, formatTokens, getSessionCost, type MessageWithParts, type SessionInfo, type SessionStatus } from '@/lib/sdk';
import { formatDateTime } from '@/lib/format/date';

const STATUS_BADGE: Record<SessionStatus['type'], { text: string; className: string }> = {
  idle: { text: 'Idle', className: 'border-border text-fg-muted' },
  busy: { text: 'Running', className: 'border-accent text-accent' },
  retry: { text: 'Retrying', className: 'border-warning text-warning' },
};

export interface SessionHeaderProps {
  projectId: string;
  info: SessionInfo | undefined;
  status: SessionStatus | undefined;
  messages: MessageWithParts[];
  complete: boolean;
  childSessions: SessionInfo[];
}

/** Title, status, parent and children, and the session's cost and tokens. */
export function SessionHeader({ projectId, info, status, messages, complete, childSessions: children }: SessionHeaderProps) {
  const cost = useMemo(() => getSessionCost(messages), [messages]);
  const tokens = cost.tokens.input + cost.tokens.output + cost.tokens.reasoning + cost.tokens.cacheRead + cost.tokens.cacheWrite;
  const badge = status ? STATUS_BADGE[status.type] : undefined;
  const base = `/projects/${encodeURIComponent(projectId)}/sessions`;
  return (
    <header className="space-y-1">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 truncate text-xl font-semibold">{info?.title || 'Untitled session'}</h1>
        {badge && <span className={`rounded-full border px-2 py-0.5 text-xs ${badge.className}`}>{badge.text}</span>}
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
        {info?.parentID && (
          <div>
            <dt className="sr-only">Parent</dt>
            <dd>
              <Link className="text-accent hover:underline" href={`${base}/${encodeURIComponent(info.parentID)}`}>
                Parent session
              </Link>
            </dd>
          </div>
        )}
        {info && (
          <div className="flex gap-1">
            <dt>Updated</dt>
            <dd suppressHydrationWarning>{formatDateTime(info.time.updated)}</dd>
          </div>
        )}
        <div className="flex gap-1" title={complete ? 'Whole session' : 'Turns loaded so far'}>
          <dt>Cost</dt>
          <dd>
            {formatCost(cost.cost)}
            {cost.estimated && ' (est.)'}
            {!complete && ' so far'}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Tokens</dt>
          <dd>{formatTokens(tokens)}</dd>
        </div>
        {info?.summary && info.summary.files > 0 && (
          <div className="flex gap-1">
            <dt>Changes</dt>
            <dd>
              <span className="text-success">+{info.summary.additions}</span> <span className="text-danger">−{info.summary.deletions}</span> in {info.summary.files}{' '}
              {info.summary.files === 1 ? 'file' : 'files'}
            </dd>
          </div>
        )}
        {children.length > 0 && (
          <div>
            <dt className="sr-only">Child sessions</dt>
            <dd>
              <details>
                <summary className="cursor-pointer">
                  {children.length} child {children.length === 1 ? 'session' : 'sessions'}
                </summary>
                <ul className="mt-1 space-y-0.5">
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link className="text-accent hover:underline" href={`${base}/${encodeURIComponent(child.id)}`}>
                        {child.title || child.id}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
