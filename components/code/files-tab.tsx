'use client';

import { File, Folder } from 'lucide-react';
import { parseAsString, useQueryState } from 'nuqs';
import { useDeferredValue, useId, useMemo } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { FileHistory } from '@/components/manifest/file-history';
import { CodeBlock } from '@/components/code-view/code-block';
import { buildFileTree, type FileTreeNode } from '@/lib/manifest/editor/file-tree';
import { languageForPath } from '@/lib/timeline/languages';
import { useFileSearch, useTreeAt } from '@/lib/sdk/react/code';
import { useRepoFile } from '@/lib/sdk/react/repo-files';

function Tree({ nodes, depth, selected, onPick }: { nodes: FileTreeNode[]; depth: number; selected: string | null; onPick(path: string): void }) {
  return (
    <ul aria-label={depth === 0 ? 'Files' : undefined} className="text-sm">
      {nodes.map((node) => (
        <li key={node.path}>
          {node.type === 'dir' ? (
            <>
              <span className="flex items-center gap-1.5 px-2 py-1 text-fg-muted" style={{ paddingLeft: `${0.5 + depth}rem` }}>
                <Folder aria-hidden className="size-4 shrink-0" />
                {node.name}
              </span>
              <Tree nodes={node.children} depth={depth + 1} selected={selected} onPick={onPick} />
            </>
          ) : (
            <button
              type="button"
              data-file={node.path}
              aria-current={node.path === selected ? 'true' : undefined}
              onClick={() => onPick(node.path)}
              style={{ paddingLeft: `${0.5 + depth}rem` }}
              className={cn('flex w-full items-center gap-1.5 px-2 py-1 text-left hover:bg-bg-muted', node.path === selected && 'bg-bg-muted font-medium')}
            >
              <File aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 break-all">{node.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The tree at the picked branch, a content search (default branch), and the picked file with its history. */
export function FilesTab({ projectId, refName, isDefault, nameOf }: { projectId: string; refName: string; isDefault: boolean; nameOf(author: string | null | undefined): string }) {
  const searchId = useId();
  const tree = useTreeAt(projectId, refName);
  const [path, setPath] = useQueryState('path', parseAsString);
  const [query, setQuery] = useQueryState('q', parseAsString.withDefault(''));
  const deferred = useDeferredValue(query);
  const search = useFileSearch(projectId, deferred);
  const nodes = useMemo(() => buildFileTree(tree.data), [tree.data]);
  const file = useRepoFile(projectId, path, isDefault ? undefined : refName);

  if (tree.isError) return <ErrorState error={tree.error} onRetry={() => tree.refetch()} />;
  if (!tree.data) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="grid gap-3 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search file contents
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => void setQuery(e.target.value || null)}
          placeholder="Text on the default branch"
          className="h-9 rounded-md border border-border bg-bg px-2 text-sm"
        />
        {deferred.trim() ? (
          search.isError ? (
            <ErrorState error={search.error} />
          ) : !search.data ? (
            <Skeleton className="h-20 w-full" />
          ) : search.data.length === 0 ? (
            <p className="text-sm text-fg-muted">No file on the default branch contains “{deferred.trim()}”.</p>
          ) : (
            <ul aria-label="Search results" className="divide-y divide-border rounded-md border border-border text-sm">
              {search.data.map((m) => (
                <li key={`${m.path}:${m.line}`}>
                  <button type="button" data-match={`${m.path}:${m.line}`} onClick={() => void setPath(m.path)} className="w-full px-2 py-1 text-left hover:bg-bg-muted">
                    <span className="block font-mono text-xs break-all">
                      {m.path}:{m.line}
                    </span>
                    <span className="block truncate text-xs text-fg-muted">{m.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : tree.data.length === 0 ? (
          <p className="text-sm text-fg-muted">No files on {refName}.</p>
        ) : (
          <nav aria-label={`Files of ${refName}`} className="rounded-md border border-border py-1">
            <Tree nodes={nodes} depth={0} selected={path} onPick={(p) => void setPath(p)} />
          </nav>
        )}
      </div>
      <section aria-label={path ? `File ${path}` : 'File'} className="flex min-w-0 flex-col gap-3">
        {!path ? (
          <EmptyState title="Pick a file">Its content at {refName} and the commits that changed it show here.</EmptyState>
        ) : file.isError ? (
          <ErrorState error={file.error} onRetry={() => file.refetch()} />
        ) : !file.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <h2 className="font-mono text-sm break-all">{file.data.path}</h2>
            <CodeBlock code={file.data.content} lang={languageForPath(file.data.path)} rich startLine={1} label={`Content of ${file.data.path}`} className="max-h-[32rem] overflow-y-auto" />
            <h3 className="text-sm font-medium">History on the default branch</h3>
            <FileHistory projectId={projectId} path={file.data.path} nameOf={nameOf} />
          </>
        )}
      </section>
    </div>
  );
}
