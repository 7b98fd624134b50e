'use client';

import { Menu } from 'lucide-react';
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
        <Menu aria-hidden className="size-5" />
      </button>
      {drawer.armed && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawer.open} onOpenChange={drawer.setOpen} onCloseAutoFocus={drawer.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
