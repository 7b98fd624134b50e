'use client';

import { lazy, Suspense } from 'react';
import { useLazyDialog } from '@/components/ui/lazy-dialog';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadDrawer);

/** Below the md breakpoint the sidebar is a drawer behind a Menu button; its code loads on first open. */
export function MobileNav() {
  const drawer = useLazyDialog(loadDrawer);
  return (
    <>
      <button type="button" className="inline-flex size-9 items-center justify-center rounded-md hover:bg-bg-muted md:hidden" aria-label="Open navigation" {...drawer.triggerProps}>
        {/* Lucide's "menu" icon drawn inline: this button is on every console page, and lucide-react's runtime (1.7 KB
            gzipped) would come with it into pages that use no other icon. */}
        <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" className="size-5">
          <path d="M4 5h16M4 12h16M4 19h16" />
        </svg>
      </button>
      {drawer.armed && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawer.open} onOpenChange={drawer.setOpen} onCloseAutoFocus={drawer.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
