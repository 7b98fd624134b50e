'use client';

import { lazy, Suspense } from 'react';

const EmbeddedNoticePanel = lazy(() => import('./embedded-notice-panel'));

/**
 * The embedded-platform notice. It shows only after hydration (the server cannot know this browser's dismissal), so its
 * code is a chunk of its own, loaded then rather than named in every page's HTML.
 */
export function EmbeddedNotice() {
  return (
    <Suspense fallback={null}>
      <EmbeddedNoticePanel />
    </Suspense>
  );
}
