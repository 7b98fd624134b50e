'use client';

import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/lazy-dialog';
import { FolderOpenIcon } from '@/components/ui/inline-icons';

const loadSheet = () => import('./files-sheet');
const FilesSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilesSheet })));

/** The session header's Files button; the sheet (tree, highlighted files, search) loads on first open, off the page's first load. */
export function FilesPanel({ projectId, sessionId }: { projectId: string; sessionId: string }) {
  const { open, setOpen, armed, triggerProps, returnFocus } = useLazyDialog(loadSheet);
  return (
    <>
      <Button size="sm" variant="ghost" {...triggerProps} data-open-files>
        <FolderOpenIcon className="size-4" /> Files
      </Button>
      {armed && (
        <Suspense fallback={null}>
          <FilesSheet projectId={projectId} sessionId={sessionId} open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
