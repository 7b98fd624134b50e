'use client';

import Link from 'next/link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { useCurrentAccount } from '@/components/shell/use-current-account';
import { useProjects } from '@/lib/sdk/react/projects';
import { formatRelative } from '@/lib/format/relative-time';
import { roleTableAllows, type AccountRoleTable } from '@/lib/iam/role-table';
import { CreateAccountForm } from '@/components/onboarding/create-account-form';
import { NewProjectDialog } from './new-project-dialog';

/** The current account's projects; `roles` (decided on the server by the role catalog) says who may create one. */
export function ProjectList({ roles }: { roles: AccountRoleTable<'account.update'> }) {
  const { account, query: accountsQuery } = useCurrentAccount();
  const projects = useProjects(account?.id ?? null);

  return (
    <section aria-labelledby="projects-title" className="flex flex-col">
      <div className="flex items-center justify-between gap-2">
        <h1 id="projects-title" className="mb-1 text-xl font-semibold">
          Projects
        </h1>
        {account && roleTableAllows(roles, account.role, 'account.update') && <NewProjectDialog accountId={account.id} />}
      </div>
      <p className="mb-6 text-sm text-fg-muted">{account ? `Projects you can open in ${account.name}.` : 'Projects you can open.'}</p>
      {accountsQuery.isError ? (
        <ErrorState error={accountsQuery.error} onRetry={() => accountsQuery.refetch()} />
      ) : accountsQuery.isSuccess && !account ? (
        <EmptyState title="You are not in any account yet">
          Create an account of your own (you become its owner), or open the link in an invite email to join someone else&apos;s.
          <CreateAccountForm />
        </EmptyState>
      ) : projects.isError ? (
        <ErrorState error={projects.error} onRetry={() => projects.refetch()} />
      ) : !projects.data ? (
        <ul aria-busy="true" aria-label="Loading projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="rounded-lg border border-border p-4">
              <Skeleton className="mb-2 h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </li>
          ))}
        </ul>
      ) : projects.data.length === 0 ? (
        <EmptyState title={`No projects in ${account?.name ?? 'this account'} yet`}>Projects you are given access to appear here.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.data.map((project) => (
            <li key={project.id}>
              <Link href={`/projects/${project.id}`} className="block h-full rounded-lg border border-border p-4 transition-colors hover:border-accent hover:bg-bg-subtle">
                <h2 className="flex items-center gap-2 font-medium">
                  {project.name}
                  {project.archived && <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-fg-muted">Archived</span>}
                </h2>
                <p className="mt-1 line-clamp-3 text-sm text-fg-muted">{project.description || 'No description.'}</p>
                <p className="mt-3 text-xs text-fg-muted">Updated {formatRelative(project.updated_at, projects.dataUpdatedAt || undefined)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
