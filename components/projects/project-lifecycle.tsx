'use client';

import type { ProjectDetail } from '@/lib/contract/types';
import { formatDateTime } from '@/lib/format/date';
import { describeError } from '@/lib/errors/describe-error';
import { useCompleteOnboarding } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';

/** Onboarding on the project overview; an archived project says it is read-only (archiving is in the project's settings). */
export function ProjectLifecycle({ project }: { project: ProjectDetail }) {
  const onboarding = useCompleteOnboarding(project.id);
  if (project.archived) {
    return (
      <p role="note" className="mt-4 rounded-md border border-warning/50 bg-warning-bg p-3 text-sm" data-archived>
        <span className="font-medium">Archived{project.archived_at ? ` on ${formatDateTime(project.archived_at)}` : ''}.</span> The project is read-only: its sessions, manifest and
        settings can be read, and nothing can be changed.
      </p>
    );
  }
  const canWrite = project.permissions.includes('project.write');
  const onboardingError = onboarding.error ? describeError(onboarding.error) : null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {canWrite && !project.onboarding_completed_at && (
        <section aria-labelledby="onboarding-title" className="rounded-md border border-border p-3 text-sm">
          <h2 id="onboarding-title" className="font-medium">Finish setting up</h2>
          <p className="mt-1 text-fg-muted">When the manifest, secrets, connectors and access are in place, mark onboarding complete. The platform records who did it and when.</p>
          <Button size="sm" className="mt-2" pending={onboarding.isPending} onClick={() => onboarding.mutate()}>
            Mark onboarding complete
          </Button>
          {onboardingError && (
            <p role="alert" className="mt-2 text-danger">
              {onboardingError.title}: {onboardingError.detail}
            </p>
          )}
        </section>
      )}
      {project.onboarding_completed_at && <p className="text-sm text-fg-muted">Onboarding completed on {formatDateTime(project.onboarding_completed_at)}.</p>}
    </div>
  );
}
