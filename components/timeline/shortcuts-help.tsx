'use client';

import { useEffect, useRef } from 'react';
import { ShortcutList } from '@/components/ui/shortcut-list';
import { SHORTCUTS } from '@/lib/timeline/shortcuts';

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
        <div id="timeline-shortcuts" role="dialog" aria-label="Keyboard shortcuts" className="absolute right-0 z-20 mt-1 w-80 rounded-md border border-border bg-bg p-3 text-sm shadow-lg">
          <p className="mb-2 font-medium">Keyboard shortcuts</p>
          <ShortcutList rows={SHORTCUTS} dense />
          <p className="mt-2 text-xs text-fg-muted">Shortcuts do nothing while you type in a field.</p>
        </div>
      )}
    </div>
  );
}
