'use client';

import { useDeferredValue, useState } from 'react';
import { useSessionFileSearch } from '@/lib/sdk/react/session-files';
import { Sheet, SheetBar, SheetContent, SheetDescription } from '@/components/ui/sheet';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { FileTree } from './file-tree';
import { FileView } from './file-view';

function Search({ projectId, sessionId, pattern, onOpen }: { projectId: string; sessionId: string; pattern: string; onOpen: (path: string, line: number) => void }) {
  const search = useSessionFileSearch(projectId, sessionId, pattern);
  if (search.isLoading) return <Spinner label="Searching" />;
  if (search.isError) return <ErrorState error={search.error} onRetry={() => search.refetch()} />;
  const matches = search.data ?? [];
  if (matches.length === 0) return <EmptyState title={`No line contains “${pattern}”`} />;
  return (
    <ul className="flex flex-col gap-1" aria-label="Search results" data-search-results={matches.length}>
      {matches.map((m) => (
        <li key={`${m.path}:${m.line}`}>
          <button type="button" className="w-full rounded px-2 py-1 text-left text-sm hover:bg-bg-muted" onClick={() => onOpen(m.path, m.line)}>
            <span className="font-mono text-xs">{m.path}:{m.line}</span>
            <span className="block truncate text-xs text-fg-muted">{m.text}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The Files sheet (loaded on first open by files-panel.tsx): browse the folders, read a file highlighted, search the text. */
export function FilesSheet({ projectId, sessionId, open, onOpenChange, onCloseAutoFocus }: { projectId: string; sessionId: string; open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }) {
  const [selected, setSelected] = useState<{ path: string; line?: number } | null>(null);
  const [query, setQuery] = useState('');
  const pattern = useDeferredValue(query.trim());
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {open && (
        <SheetContent className="w-full max-w-3xl overflow-y-auto" data-files-panel onCloseAutoFocus={onCloseAutoFocus}>
          <SheetBar title="Sandbox files" className="px-4 py-2" />
          <SheetDescription hidden>The files in this session’s sandbox, read-only.</SheetDescription>
          <div className="flex flex-col gap-3 p-4">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">Search the files</span>
              <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Text to find" className="h-9 rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring" />
            </label>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-[14rem_1fr]">
              <nav aria-label="Sandbox folders" className="min-w-0">
                {pattern ? (
                  <Search projectId={projectId} sessionId={sessionId} pattern={pattern} onOpen={(path, line) => setSelected({ path, line })} />
                ) : (
                  <FileTree projectId={projectId} sessionId={sessionId} path="" selected={selected?.path ?? null} onSelect={(path) => setSelected({ path })} />
                )}
              </nav>
              <div className="min-w-0">
                {selected ? <FileView projectId={projectId} sessionId={sessionId} path={selected.path} line={selected.line} /> : <p className="text-sm text-fg-muted">Choose a file to read it.</p>}
              </div>
            </div>
          </div>
        </SheetContent>
      )}
    </Sheet>
  );
}
