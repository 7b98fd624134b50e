'use client';

import { ChevronDown, ChevronRight, File, Folder } from 'lucide-react';
import { parseAsString, useQueryState } from 'nuqs';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { buildFileTree, type FileTreeNode } from '@/lib/manifest/editor/file-tree';
import { useRepoFile, useRepoFiles } from '@/lib/sdk/react/repo-files';

interface RepoFilesProps {
  projectId: string;
  manifestPath: string;
  onOpenManifest(): void;
}

function TreeNodes({ nodes, depth, selected, onPick }: { nodes: FileTreeNode[]; depth: number; selected: string | null; onPick(path: string): void }) {
  return (
    <ul role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? 'Repository files' : undefined} className="text-sm">
      {nodes.map((node) => (
        <TreeItem key={node.path} node={node} depth={depth} selected={selected} onPick={onPick} />
      ))}
    </ul>
  );
}

function TreeItem({ node, depth, selected, onPick }: { node: FileTreeNode; depth: number; selected: string | null; onPick(path: string): void }) {
  const [open, setOpen] = useState(depth === 0 || Boolean(selected?.startsWith(`${node.path}/`)));
  const pad = { paddingLeft: `${0.5 + depth * 1}rem` };
  if (node.type === 'dir') {
    return (
      <li role="treeitem" aria-expanded={open} aria-selected={false}>
        <button type="button" onClick={() => setOpen(!open)} className="flex w-full items-center gap-1 py-1 pr-2 text-left hover:bg-bg-muted" style={pad}>
          {open ? <ChevronDown aria-hidden className="size-3.5" /> : <ChevronRight aria-hidden className="size-3.5" />}
          <Folder aria-hidden className="size-3.5 text-fg-muted" />
          {node.name}
        </button>
        {open && <TreeNodes nodes={node.children} depth={depth + 1} selected={selected} onPick={onPick} />}
      </li>
    );
  }
  return (
    <li role="treeitem" aria-selected={node.path === selected}>
      <button
        type="button"
        onClick={() => onPick(node.path)}
        className={cn('flex w-full items-center gap-1 py-1 pr-2 text-left hover:bg-bg-muted', node.path === selected && 'bg-bg-muted font-medium')}
        style={{ paddingLeft: `${1.375 + depth * 1}rem` }}
      >
        <File aria-hidden className="size-3.5 text-fg-muted" />
        {node.name}
      </button>
    </li>
  );
}

/** The repository's tree on the default branch (read-only) and the picked file's text. */
export function RepoFiles({ projectId, manifestPath, onOpenManifest }: RepoFilesProps) {
  const files = useRepoFiles(projectId);
  const [picked, setPicked] = useQueryState('file', parseAsString);
  const tree = useMemo(() => buildFileTree(files.data ?? []), [files.data]);
  const selected = picked ?? manifestPath;
  const file = useRepoFile(projectId, files.data ? selected : null);

  if (files.isError) return <ErrorState error={files.error} onRetry={() => files.refetch()} />;
  if (!files.data) return <Skeleton className="h-40 w-full" />;
  if (tree.length === 0) return <EmptyState title="The repository is empty">Files appear here once a change request adds them.</EmptyState>;
  return (
    <div className="grid gap-3 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Repository" className="rounded-md border border-border py-1">
        <TreeNodes nodes={tree} depth={0} selected={selected} onPick={(path) => void setPicked(path === manifestPath ? null : path)} />
      </nav>
      <section aria-label={`File ${selected}`} className="min-w-0 rounded-md border border-border">
        <header className="flex items-center justify-between gap-2 border-b border-border bg-bg-subtle px-3 py-1.5 text-sm">
          <span className="truncate font-mono">{selected}</span>
          {selected === manifestPath && (
            <Button size="sm" onClick={onOpenManifest}>
              Open in the editor
            </Button>
          )}
        </header>
        {file.isError ? (
          <div className="p-3">
            <ErrorState error={file.error} onRetry={() => file.refetch()} />
          </div>
        ) : file.data ? (
          <pre tabIndex={0} aria-label={`Text of ${selected}`} className="max-h-[calc(100dvh-16rem)] overflow-auto p-3 font-mono text-xs leading-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">{file.data.content}</pre>
        ) : (
          <Skeleton className="m-3 h-40" />
        )}
      </section>
    </div>
  );
}
