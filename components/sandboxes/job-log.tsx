'use client';

import type { SandboxJob } from '@/lib/contract/types-sandboxes';
import { formatDateTime } from '@/lib/format/date';

const STATE_WORDS: Record<SandboxJob['state'], string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

/** A build job's progress and its log so far; the page's query polls while it runs, so the log grows live. */
export function JobLog({ job, label }: { job: SandboxJob; label: string }) {
  const live = job.state === 'queued' || job.state === 'running';
  return (
    <div className="flex flex-col gap-1" data-job={job.id} data-job-state={job.state}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={job.state === 'failed' ? 'font-medium text-danger' : job.state === 'succeeded' ? 'font-medium text-success' : 'font-medium'}>{STATE_WORDS[job.state]}</span>
        <span className="text-fg-muted">
          {job.kind} · started <time dateTime={job.started_at} suppressHydrationWarning>{formatDateTime(Date.parse(job.started_at))}</time>
        </span>
      </div>
      <progress className="h-2 w-full" max={100} value={job.progress} aria-label={`${label}: ${job.progress}%`} />
      <pre
        tabIndex={0}
        role="log"
        aria-live={live ? 'polite' : 'off'}
        aria-label={`${label} log`}
        className="max-h-48 overflow-auto rounded-md bg-bg-subtle p-2 font-mono text-xs leading-5 whitespace-pre-wrap"
      >
        {job.logs.join('\n')}
      </pre>
    </div>
  );
}
