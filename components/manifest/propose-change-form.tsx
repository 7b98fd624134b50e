'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { ChangeRequest } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ErrorState } from '@/components/ui/states';
import { useOpenChangeRequest } from '@/lib/sdk/react/change-requests';
import { useValidateManifest } from '@/lib/sdk/react/repo-files';
import { ProposalRefusal } from './refusal';
import type { RebaseResult } from './stale-proposal';
import { ApiError } from '@/lib/sdk';
import { readFileChanged } from '@/lib/repo/file-changed';

// What changed and the rebase (a diff view, jsdiff and the three-way merge) load when a proposal is refused as stale.
const StaleProposal = lazy(() => import('./stale-proposal').then((m) => ({ default: m.StaleProposal })));

interface ProposeChangeFormProps {
  projectId: string;
  path: string;
  format: 'yaml' | 'toml';
  content: string;
  baseCommit: string;
  /** Open change requests the editor knew of when it opened the file: another one over it is a reason to stop. */
  knownChangeRequests: readonly string[];
  onProposed(cr: ChangeRequest): void;
  /** The file changed since it was opened, and the edits were rebased onto the current version. */
  onRebased(result: RebaseResult): void;
  /** The same change is already proposed in an open change request: show that one. */
  onShowExisting(crId: string): void;
  onCancel(): void;
}

/**
 * Saving = proposing a change request with the edited file. The platform checks the manifest first; on any
 * failure the local edits stay exactly as they are.
 */
export function ProposeChangeForm({ projectId, path, format, content, baseCommit, knownChangeRequests, onProposed, onRebased, onShowExisting, onCancel }: ProposeChangeFormProps) {
  const [title, setTitle] = useState(`Update ${path}`);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [serverProblems, setServerProblems] = useState<number | null>(null);
  const validate = useValidateManifest(projectId);
  const open = useOpenChangeRequest(projectId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Give the change a title');
      return;
    }
    setTitleError(undefined);
    setServerProblems(null);
    open.reset();
    try {
      const check = await validate.mutateAsync({ raw: content, format });
      if (!check.ok) {
        setServerProblems(check.error_count ?? check.diagnostics.filter((d) => d.severity === 'error').length);
        return;
      }
      onProposed(
        await open.mutateAsync({ title: title.trim(), files: [{ path, content }], base_sha: baseCommit, stale_check: { known_change_requests: [...knownChangeRequests] } }),
      );
    } catch {
      // Shown below from the mutation state; the draft is untouched.
    }
  }

  const pending = validate.isPending || open.isPending;
  const stale = open.error instanceof ApiError ? readFileChanged(open.error.code, open.error.body) : null;
  return (
    <form aria-label="Propose change" onSubmit={submit} className="space-y-3 rounded-md border border-border p-3">
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={titleError} maxLength={200} />
      {serverProblems !== null && (
        <p role="alert" className="text-sm text-danger">
          The platform found {serverProblems} error{serverProblems === 1 ? '' : 's'} in the manifest. Fix the problems listed below the editor, then propose
          again. Your edits are kept.
        </p>
      )}
      {validate.isError && <ErrorState error={validate.error} />}
      {stale ? (
        <Suspense fallback={null}>
          <StaleProposal
            details={stale}
            path={path}
            mine={content}
            onRebase={(result) => {
              open.reset();
              onRebased(result);
            }}
          />
        </Suspense>
      ) : (
        open.isError && <ProposalRefusal error={open.error} onShow={onShowExisting} />
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" pending={pending}>
          Propose change request
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
