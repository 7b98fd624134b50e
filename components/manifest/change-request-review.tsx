'use client';

import { useId, useState, type FormEvent } from 'react';
import type { ChangeRequest } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { useReopenChangeRequest, useRequestChanges } from '@/lib/sdk/react/change-requests';

/** "Request changes" on an open change request: the feedback is recorded, and optionally sent to its session. */
export function RequestChangesForm({ projectId, cr }: { projectId: string; cr: ChangeRequest }) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [deliver, setDeliver] = useState(Boolean(cr.session_id));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const request = useRequestChanges(projectId);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (!comment.trim()) return setProblem('Say what should change');
    setProblem(null);
    request.mutate(
      { crId: cr.id, comment: comment.trim(), deliver_to_session: cr.session_id ? deliver : undefined },
      {
        onSuccess: () => {
          setComment('');
          setSent(true);
        },
      },
    );
  }

  return (
    <form aria-label="Request changes" onSubmit={submit} noValidate className="space-y-2 rounded-md border border-border p-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Request changes
      </label>
      <textarea
        id={id}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={10_000}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="w-full rounded-md border border-border bg-bg p-2 text-sm"
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-danger">
          {problem}
        </p>
      )}
      {cr.session_id && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={deliver} onChange={(e) => setDeliver(e.target.checked)} />
          Also send it to the session that opened this change request
        </label>
      )}
      {request.isError && <ErrorState error={request.error} />}
      {sent && (
        <p role="status" className="text-sm text-fg-muted">
          Feedback recorded.
        </p>
      )}
      <Button type="submit" size="sm" pending={request.isPending}>
        Send feedback
      </Button>
    </form>
  );
}

/** Reopens a closed change request (the author or someone who may merge). */
export function ReopenButton({ projectId, cr }: { projectId: string; cr: ChangeRequest }) {
  const reopen = useReopenChangeRequest(projectId);
  return (
    <>
      <Button size="sm" variant="secondary" pending={reopen.isPending} onClick={() => reopen.mutate(cr.id)}>
        Reopen
      </Button>
      {reopen.isError && <ErrorState error={reopen.error} />}
    </>
  );
}
