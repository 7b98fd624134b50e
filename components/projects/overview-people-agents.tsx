'use client';

import Link from 'next/link';
import { useDeclaredObjects } from '@/components/access/use-declared-objects';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { ApiError } from '@/lib/sdk';
import type { DeclaredObjectsSeed } from '@/lib/manifest/declared-objects-shape';
import { useProjectMembers } from '@/lib/sdk/react/project-access';
import { countNoun } from '@/lib/format/count';
import { describeProjectAccess, type ProjectAccessCounts } from '@/lib/iam/project-access-count';

const SHOWN = 6;

function Panel({ id, title, href, linkLabel, children }: { id: string; title: string; href: string; linkLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border">
      <div className="flex items-center justify-between border-b border-border px-3 py-2">
        <h2 id={id} className="font-medium">
          {title}
        </h2>
        <Link href={href} className="text-sm underline underline-offset-2">
          {linkLabel}
        </Link>
      </div>
      <div className="p-3 text-sm">{children}</div>
    </section>
  );
}

/** The agents the manifest declares, each with whether it is enabled. */
export function OverviewAgents({ projectId, declared }: { projectId: string; declared?: DeclaredObjectsSeed | null }) {
  const { objects, isLoading, error } = useDeclaredObjects(projectId, declared);
  return (
    <Panel id="agents-title" title="Agents" href={`/projects/${projectId}/manifest`} linkLabel="Edit agents">
      {error ? (
        <ErrorState error={error} />
      ) : isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : objects.agents.length === 0 ? (
        <p className="text-fg-muted">The manifest declares no agent yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {objects.agents.map((agent) => (
            <li key={agent} className="rounded-md border border-border px-2 py-1 font-mono text-xs">
              {agent}
              {objects.defaultAgent === agent && <span className="ml-1 font-sans text-fg-muted">(default)</span>}
              {objects.agentFacts[agent]?.enabled === false && <span className="ml-1 font-sans text-fg-muted">(disabled)</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Who has access: the same count and breakdown as the "With access" figure, then the first people by name. */
export function OverviewPeople({ projectId, total, access, canRead }: { projectId: string; total: number; access?: ProjectAccessCounts; canRead: boolean }) {
  // Asked only with project.members.read: a page never requests what its reader cannot see.
  const members = useProjectMembers(projectId, canRead);
  return (
    <Panel id="people-title" title="Who has access" href={`/projects/${projectId}/access`} linkLabel="Open Access">
      <p data-access-count={total} className="mb-2 text-fg-muted">
        {countNoun(total, 'principal')} with access{access ? `: ${describeProjectAccess(access)}` : ''}
      </p>
      {!canRead || (members.error instanceof ApiError && members.error.status === 403) ? (
        <p className="text-fg-muted">Project managers see who has access.</p>
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <ul aria-label="People with a project-wide role" className="space-y-1">
          {members.data.slice(0, SHOWN).map((m) => (
            <li key={m.assignment_id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{m.user.name}</span>
              <span className="text-fg-muted">
                {m.role}
                {m.scope === 'account' ? ' (account)' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
