'use client';

import { useId, useState, type FormEvent } from 'react';
import type { MyAccessRequest } from '@/lib/contract/types-iam';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { useMyAccessRequest, useRequestAccess } from '@/lib/sdk/react/access-requests';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

const MESSAGE_MAX = 500;

/** Who can grant access, in words: the project's managers by name, or the role when none can be listed. */
export function grantorsText(grantors: MyAccessRequest['grantors'] | undefined): string {
  if (!grantors?.length) return 'A manager of this project can grant it.';
  const names = grantors.slice(0, 3).map((g) => g.name);
  const more = grantors.length - names.length;
  return `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''} (${grantors.length === 1 ? 'its manager' : 'its managers'}) can grant it.`;
}

/**
 * The asking side of access: who can grant what is missing, and a request for it (or the state of the last one).
 * `permission`: what the page needed, when the platform said; else what the platform says the caller lacks.
 */
export function RequestAccess({ projectId, permission }: { projectId: string; permission?: string }) {
  const mine = useMyAccessRequest(projectId);
  // Outside the project's account (404) there is nobody to ask: the notice keeps its generic words.
  if (mine.isError || !mine.data) return mine.isLoading ? <p className="mt-3 text-sm text-fg-muted">Looking up who can grant it…</p> : null;
  const data = mine.data;
  const missing = permission ?? data.missing;
  const role = data.missing === 'project.read' ? 'member' : 'manager';
  const request = data.request;
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" data-request-access={request?.status ?? 'none'}>
      <p>
        Missing: <code className="font-mono text-xs">{missing}</code>. {grantorsText(data.grantors)}
      </p>
      {request?.status === 'pending' ? (
        <p role="status" className="text-fg-muted">
          You asked for the {request.role} role on {formatDateTime(request.created_at)}; its managers were emailed. None has answered yet.
        </p>
      ) : request?.status === 'approved' && role === 'member' ? (
        <p role="status">Your request was approved. <button type="button" className="underline underline-offset-2" onClick={() => window.location.reload()}>Reload the page</button> to open the project.</p>
      ) : (
        <>
          {request?.status === 'rejected' && <p className="text-fg-muted">A manager declined your request of {formatDateTime(request.created_at)}. You can ask again.</p>}
          <RequestForm projectId={projectId} role={role} />
        </>
      )}
    </div>
  );
}

function RequestForm({ projectId, role }: { projectId: string; role: 'member' | 'manager' }) {
  const ask = useRequestAccess(projectId);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const label = role === 'member' ? 'Request access' : 'Request manager access';
  if (!open) {
    return (
      <Button size="sm" variant="primary" className="self-start" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim().length > MESSAGE_MAX) return setError(`Use at most ${MESSAGE_MAX} characters`);
    setError(null);
    try {
      await ask.mutateAsync({ role, message: message.trim() });
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-2 text-left">
      <FormAlert message={error} />
      <label htmlFor={id} className="font-medium">Why you need it (optional)</label>
      <textarea
        id={id}
        rows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        disabled={ask.isPending}
        className="rounded-md border border-border bg-bg px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" pending={ask.isPending}>Send request</Button>
        <Button type="button" size="sm" variant="ghost" disabled={ask.isPending} onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  );
}
