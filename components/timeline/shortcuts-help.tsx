'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';

// The list itself is a chunk of its own (requested when this module runs in the browser): only the button hydrates.
const loadPanel = () => import('./shortcuts-panel');
if (typeof window !== 'undefined') void loadPanel().catch(() => {});
const ShortcutsPanel = lazy(loadPanel);

/** The "?" popover listing the keyboard shortcuts. Escape or a click outside closes it. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label="Keyboard shortcuts"
        aria-expanded={open}
        aria-controls="timeline-shortcuts"
        onClick={() => onOpenChange(!open)}
        className="h-8 w-8 rounded-md border border-border text-sm hover:bg-bg-muted"
      >
        ?
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShortcutsPanel />
        </Suspense>
      )}
    </div>
  );
}
