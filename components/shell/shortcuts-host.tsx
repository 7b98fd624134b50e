'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));
const OPEN_EVENT = 'console:open-shortcuts';

/** Opens the shortcuts dialog from anywhere (the user menu closes before the dialog opens). */
export const openShortcuts = () => window.dispatchEvent(new Event(OPEN_EVENT));

export function ShortcutsHost() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onOpen = () => {
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
