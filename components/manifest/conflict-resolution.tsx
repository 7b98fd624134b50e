'use client';

import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ErrorState } from '@/components/ui/states';
import type { ChangeRequest } from '@/lib/contract/types-repo';
import { conflictRegions } from '@/lib/repo/conflict-markers';
import type { ManifestDraft } from '@/lib/manifest/editor/drafts';
import { useUpdateChangeRequestBranch } from '@/lib/sdk/react/change-requests';

interface ConflictResolutionProps {
  projectId: string;
  path: string;
  /** The editor's text: the merge with its conflict regions, as the person resolves them. */
  content: string;
  resolving: NonNullable<ManifestDraft['resolving']>;
  onJump(line: number): void;
  onUpdated(cr: ChangeRequest): void;
  onCancel(): void;
}

/** While the editor holds a change request's merge with the default branch: what is left to resolve, and the update. */
export function ConflictResolution({ projectId, path, content, resolving, onJump, onUpdated, onCancel }: ConflictResolutionProps) {
  const update = useUpdateChangeRequestBranch(projectId);
  const regions = conflictRegions(content);
  const left = regions.length;
  return (
    <section aria-label={`Resolve conflicts of change request #${resolving.number}`} className="space-y-2 rounded-md border border-warning/50 bg-warning-bg px-3 py-2 text-sm">
      <p>
        Updating change request #{resolving.number} from the default branch: lines changed on both sides are marked in the editor between{' '}
        <code>&lt;&lt;&lt;&lt;&lt;&lt;&lt;</code> and <code>&gt;&gt;&gt;&gt;&gt;&gt;&gt;</code> (this change request first, the default branch after{' '}
        <code>=======</code>). Keep what should stay and delete the marker lines.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" className="mr-auto font-medium">
          {left === 0 ? 'All conflicts resolved.' : `${left} conflict${left === 1 ? '' : 's'} left`}
        </span>
        {left > 0 && (
          <Button size="sm" onClick={() => onJump(regions[0].start)}>
            Go to the next conflict
          </Button>
        )}
        <Button
          size="sm"
          variant="primary"
          disabled={left > 0}
          pending={update.isPending}
          onClick={() =>
            update.mutate(
              { crId: resolving.crId, input: { resolutions: [{ path, content }], expected_default_head: resolving.defaultHead } },
              { onSuccess: onUpdated },
            )
          }
        >
          Update change request #{resolving.number}
        </Button>
        <ConfirmButton
          variant="secondary"
          label="Cancel the update"
          title="Cancel the update?"
          description={`The merged text and your resolutions are discarded; change request #${resolving.number} stays as it was.`}
          confirmLabel="Discard the merge"
          onConfirm={async () => onCancel()}
        />
      </div>
      {update.isError && <ErrorState error={update.error} />}
    </section>
  );
}
