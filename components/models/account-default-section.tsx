'use client';

import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { useModelDefaults, useModelPicker } from '@/lib/sdk/react/model-defaults';
import { useProjects } from '@/lib/sdk/react/projects';
import { ErrorState, Skeleton } from '@/components/ui/states';

// The form (the model picker, its mutations) is a chunk of its own, loaded when it is shown: only to owners and admins,
// after the section's reads (its loading state stays meanwhile).
const DefaultModelForm = lazy(() => import('./default-model-form').then((m) => ({ default: m.DefaultModelForm })));
const formLoading = <Skeleton className="h-16 w-full" />;

/**
 * The account's default model on the account settings page. The platform serves model defaults through a project
 * (`p.modelDefaults`, scope `account`), so this reads and writes them through the account's first open project;
 * the default itself belongs to the account and applies to all of its projects (docs/MODELS.md).
 */
export function AccountDefaultSection({ accountId }: { accountId: string }) {
  const projects = useProjects(accountId);
  const carrier = projects.data?.find((p) => p.account_id === accountId && !p.archived) ?? null;
  return (
    <section aria-labelledby="account-model" className="rounded-lg border border-border p-4" data-account-model-default>
      <h2 id="account-model" className="font-medium">Default model</h2>
      <p className="mt-1 text-sm text-fg-muted">The model every project of this account starts at, unless the project or an agent sets its own.</p>
      <div className="mt-3">
        {projects.isError ? (
          <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />
        ) : projects.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : !carrier ? (
          <p className="text-sm">The account has no open project yet. Model defaults apply to projects: <Link href="/projects" className="underline underline-offset-2">create one</Link> first.</p>
        ) : (
          <AccountDefaultForm projectId={carrier.id} />
        )}
      </div>
    </section>
  );
}

function AccountDefaultForm({ projectId }: { projectId: string }) {
  const defaults = useModelDefaults(projectId);
  const picker = useModelPicker(projectId);
  const failed = [defaults, picker].find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!defaults.data || !picker.data) return formLoading;
  const current = defaults.data.account;
  if (!defaults.data.can.editAccount) {
    return (
      <p className="text-sm">
        {current ? <code>{current.model}</code> : `No default: the routing policy's default model applies.`}
        <span className="block text-xs text-fg-muted">Account owners and admins change this.</span>
      </p>
    );
  }
  return (
    <Suspense fallback={formLoading}>
      <DefaultModelForm
        key={current?.model ?? ''}
        projectId={projectId}
        target={{ scope: 'account' }}
        current={current}
        models={picker.data}
        label="Account default model"
        fallbackText="Without one, each project's routing policy decides."
      />
    </Suspense>
  );
}
