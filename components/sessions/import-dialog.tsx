'use client';

import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/lazy-dialog';
import type { SessionSummary } from '@/lib/sdk';

const loadPanel = () => import('./import-dialog-panel');
const ImportSessionPanel = lazy(loadPanel);

/**
 * "Import session" for managers: drop or choose an agent-runtime export, see what it holds (title, messages, dates),
 * pick the project, then import. Parsed here, validated by the platform. The dialog loads on first open.
 */
export function ImportSessionDialog({ projectId, onImported }: { projectId: string; onImported: (session: SessionSummary) => void }) {
  const dialog = useLazyDialog(loadPanel);
  return (
    <>
      {/* Secondary: New session is the page's one primary action. */}
      <Button variant="secondary" size="sm" {...dialog.triggerProps}>
        Import session
      </Button>
      {dialog.armed && (
        <Suspense fallback={null}>
          <ImportSessionPanel projectId={projectId} onImported={onImported} open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
