'use client';

import { useRef, useState } from 'react';

/**
 * Open state for a dialog whose code (Radix and the panel) loads on first open, keeping it out of the page's
 * first-load JS: until then the trigger is a plain button. Hover or focus starts the download early; the panel
 * returns focus to the trigger on close (`returnFocus`), as a Radix trigger would.
 */
export function useLazyDialog(load: () => Promise<unknown>, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const [armed, setArmed] = useState(initiallyOpen);
  // A dialog opened from elsewhere (controlled) loads its panel too.
  if (open && !armed) setArmed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void load();
  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpen(true),
  };
  /** For the panel's `onCloseAutoFocus`. */
  const returnFocus = (event: Event) => {
    if (!triggerRef.current) return;
    event.preventDefault();
    triggerRef.current.focus();
  };
  return { open, setOpen, armed, triggerProps, triggerRef, returnFocus };
}
