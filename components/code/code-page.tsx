'use client';

import { Download } from 'lucide-react';
import { parseAsString, parseAsStringLiteral, useQueryState } from 'nuqs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { personName } from '@/lib/manifest/editor/author';
import { useBranches } from '@/lib/sdk/react/code';
import { BranchesTab } from './branches-tab';
import { CommitsTab } from './commits-tab';
import { CompareTab } from './compare-tab';
import { FilesTab } from './files-tab';
import { RefPicker } from './ref-picker';

export const CODE_TABS = ['commits', 'branches', 'compare', 'files'] as const;
export type CodeTab = (typeof CODE_TABS)[number];
const LABELS: Record<CodeTab, string> = { commits: 'Commits', branches: 'Branches', compare: 'Compare', files: 'Files' };

/** A project's repository, read-only: commits with their diffs, branches, a comparison of two versions, files. */
export function CodePage({ projectId }: { projectId: string }) {
  const [tab, setTab] = useQueryState('tab', parseAsStringLiteral(CODE_TABS).withDefault('commits'));
  const [refParam, setRef] = useQueryState('ref', parseAsString);
  const branches = useBranches(projectId);

  if (branches.isError) return <ErrorState error={branches.error} onRetry={() => branches.refetch()} />;
  if (!branches.data) return <Skeleton className="h-40 w-full" />;
  const defaultBranch = branches.data.find((b) => b.default)?.name ?? branches.data[0]?.name;
  if (!defaultBranch) {
    return (
      <EmptyState title="This repository has no commits yet">
        A project created from a repository the platform cannot reach starts empty; its history appears once the repository is linked or a first change
        request is merged.
      </EmptyState>
    );
  }
  const ref = refParam ?? defaultBranch;
  const archive = `/v1/projects/${encodeURIComponent(projectId)}/files/archive?ref=${encodeURIComponent(ref)}`;
  const nameOf = (author: string | null | undefined) => personName(author);

  return (
    <Tabs value={tab} onValueChange={(v) => void setTab(v === 'commits' ? null : (v as CodeTab))} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <RefPicker branches={branches.data} value={ref} onChange={(next) => void setRef(next === defaultBranch ? null : next)} />
        <a href={archive} download className="inline-flex h-9 items-center gap-1.5 rounded-md border border-border px-3 text-sm hover:bg-bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Download aria-hidden className="size-4" />
          Download {ref} (.tar.gz)
        </a>
      </div>
      <TabsList aria-label="Code sections">
        {CODE_TABS.map((t) => (
          <TabsTrigger key={t} value={t}>
            {LABELS[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="commits">
        <CommitsTab projectId={projectId} refName={ref} nameOf={nameOf} />
      </TabsContent>
      <TabsContent value="branches">
        <BranchesTab
          branches={branches.data}
          onCommits={(name) => {
            void setRef(name === defaultBranch ? null : name);
            void setTab(null);
          }}
          compareHref={(name) => `?tab=compare&from=${encodeURIComponent(defaultBranch)}&to=${encodeURIComponent(name)}`}
        />
      </TabsContent>
      <TabsContent value="compare">
        <CompareTab projectId={projectId} branches={branches.data} defaultBranch={defaultBranch} />
      </TabsContent>
      <TabsContent value="files">
        <FilesTab projectId={projectId} refName={ref} isDefault={ref === defaultBranch} nameOf={nameOf} />
      </TabsContent>
    </Tabs>
  );
}
