'use client';

import Link from 'next/link';
import { getChildSessionError, getChildSessionId, getTurnStatus, isUserMessage } from '@/lib/sdk';
import { useChildSessionMessages } from '@/lib/sdk/react/session-timeline';
import { LongOutput } from '../long-output';
import { useTimeline } from '../timeline-context';
import type { ToolRendererProps } from './types';

const STATUS_TEXT = { pending: 'Pending', running: 'Running', done: 'Completed', error: 'Failed' } as const;

/** A sub-agent task (its description is the card's subtitle): what it was asked, by which agent, its status, and a link to its child session. */
export function TaskTool({ view, model, raw, partId, rich }: ToolRendererProps<'task'>) {
  const { projectId } = useTimeline();
  const childId = model.sessionId ?? getChildSessionId(raw);
  const running = view.status === 'running' || view.status === 'pending';
  const child = useChildSessionMessages(projectId, childId, running);
  const childMessages = child.data?.items;
  const childError = getChildSessionError(childMessages);
  const lastAnswer = childMessages ? [...childMessages].reverse().find((m) => !isUserMessage(m)) : undefined;
  return (
    // data-child: whether the child session has been read, so readers (and tests) can tell "no error" from "not yet".
    <div className="space-y-2 text-sm" data-child={!childId ? 'none' : child.isSuccess ? 'loaded' : child.isError ? 'error' : 'loading'}>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {model.agent && (
          <div className="flex gap-1">
            <dt className="text-fg-muted">Agent</dt>
            <dd>{model.agent}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="text-fg-muted">Status</dt>
          <dd>{STATUS_TEXT[view.status]}</dd>
        </div>
        {running && lastAnswer && (
          <div className="flex gap-1">
            <dt className="text-fg-muted">Now</dt>
            <dd>{getTurnStatus(lastAnswer.parts)}</dd>
          </div>
        )}
      </dl>
      {/* The link only once the child is known to exist: an imported session's children usually were not imported. */}
      {!childId ? (
        <p className="text-xs text-fg-muted">No child session yet.</p>
      ) : child.isSuccess ? (
        <Link href={`/projects/${encodeURIComponent(projectId)}/sessions/${encodeURIComponent(childId)}`} className="inline-block text-xs font-medium text-accent hover:underline">
          Open child session
        </Link>
      ) : child.isError ? (
        <p className="text-xs text-fg-muted">The child session is not in this project (it may not have been imported).</p>
      ) : null}
      {childError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-xs text-danger">
          The child session failed: {childError}
        </p>
      )}
      {model.prompt && (
        <details className="text-xs">
          <summary className="cursor-pointer text-fg-muted">Prompt</summary>
          <p className="mt-1 whitespace-pre-wrap">{model.prompt}</p>
        </details>
      )}
      {model.result && model.result.trim() !== '' && <LongOutput id={partId} text={model.result} title={`Result of ${model.description || 'task'}`} rich={rich} label="Result" collapsedLines={12} />}
    </div>
  );
}
