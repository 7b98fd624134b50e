'use client';

import Link from 'next/link';
import { getChildSessionError, getChildSessionId, getTurnStatus, isUserMessage } from '@/lib/sdk';
import { useChildSessionMessages } from '@/lib/sdk/react/session-timeline';
import { CopyButton } from '../copy-button';
import { useBlockOpen } from '@/components/code-view/expansion-store';
import { RichText } from '../rich-text';
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
          <RichText text={model.prompt} rich={rich} className="mt-1 text-xs leading-5" />
        </details>
      )}
      {model.result && model.result.trim() !== '' && <TaskResult id={partId} text={model.result} title={`Result of ${model.description || 'task'}`} rich={rich} />}
    </div>
  );
}

/** What the sub-agent answered, as Markdown: the first screenful, the rest on demand or in the side panel. */
function TaskResult({ id, text, title, rich }: { id: string; text: string; title: string; rich: boolean }) {
  const [open, toggle] = useBlockOpen(`${id}:result`);
  const { openOutput } = useTimeline();
  const long = text.split('\n').length > 16 || text.length > 1_500;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2 text-xs text-fg-muted">
        <span>Result</span>
        <span className="ml-auto flex items-center gap-1">
          <CopyButton text={text} label="Copy" aria-label="Copy result" />
          {long && (
            <button type="button" className="rounded px-1.5 py-0.5 hover:bg-bg-muted hover:text-fg" onClick={() => openOutput({ title, text })}>
              Open full output
            </button>
          )}
        </span>
      </div>
      <div className={long && !open ? 'max-h-64 overflow-hidden rounded-md border border-border p-2 [mask-image:linear-gradient(to_bottom,black_75%,transparent)]' : 'rounded-md border border-border p-2'}>
        <RichText text={text} rich={rich} />
      </div>
      {long && (
        <button type="button" className="text-xs font-medium text-accent hover:underline" aria-expanded={open} onClick={toggle}>
          {open ? 'Collapse result' : 'Show the whole result'}
        </button>
      )}
    </div>
  );
}
