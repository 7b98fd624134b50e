'use client';

import { ChevronRight, File, Folder } from 'lucide-react';
import { useState } from 'react';
import { useSessionFolder } from '@/lib/sdk/react/session-files';
import { formatBytes } from '@/lib/format/bytes';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { cn } from '@/components/ui/cn';

interface TreeProps {
  projectId: string;
  sessionId: string;
  path: string;
  selected: string | null;
  onSelect: (path: string) => void;
}

/** One folder of the sandbox, its subfolders opened on demand (each a disclosure button). */
export function FileTree({ projectId, sessionId, path, selected, onSelect }: TreeProps) {
  const folder = useSessionFolder(projectId, sessionId, path);
  if (folder.isLoading) return <Skeleton className="h-16 w-full" />;
  if (folder.isError) return <ErrorState error={folder.error} onRetry={() => folder.refetch()} />;
  const entries = folder.data ?? [];
  if (entries.length === 0) return <p className="px-2 text-xs text-fg-muted">Empty folder</p>;
  return (
    <ul className={cn('flex flex-col', path && 'ml-3 border-l border-border pl-1')}>
      {entries.map((entry) =>
        entry.type === 'dir' ? (
          <FolderRow key={entry.path} {...{ projectId, sessionId, selected, onSelect }} path={entry.path} name={entry.name} />
        ) : (
          <li key={entry.path}>
            <button
              type="button"
              data-file={entry.path}
              aria-current={selected === entry.path ? 'true' : undefined}
              onClick={() => onSelect(entry.path)}
              className={cn('flex w-full items-center gap-1 rounded px-2 py-1 text-left text-sm hover:bg-bg-muted', selected === entry.path && 'bg-bg-muted font-medium')}
            >
              <File aria-hidden className="size-4 shrink-0 text-fg-muted" />
              <span className="min-w-0 flex-1 truncate">{entry.name}</span>
              {entry.size !== undefined && <span className="text-xs text-fg-muted">{formatBytes(entry.size)}</span>}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

function FolderRow({ name, ...props }: TreeProps & { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" data-folder={props.path} aria-expanded={open} onClick={() => setOpen(!open)} className="flex w-full items-center gap-1 rounded px-2 py-1 text-left text-sm hover:bg-bg-muted">
        <ChevronRight aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')} />
        <Folder aria-hidden className="size-4 shrink-0 text-fg-muted" />
        <span className="min-w-0 flex-1 truncate">{name}</span>
      </button>
      {open && <FileTree {...props} />}
    </li>
  );
}
