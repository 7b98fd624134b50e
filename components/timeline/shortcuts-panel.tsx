'use client';

import { ShortcutList } from '@/components/ui/shortcut-list';
import { SHORTCUTS } from '@/lib/timeline/shortcuts';

/** The open "?" popover of the session page (shortcuts-help.tsx). */
export default function ShortcutsPanel() {
  return (
    <div id="timeline-shortcuts" role="dialog" aria-label="Keyboard shortcuts" className="absolute right-0 z-20 mt-1 w-80 rounded-md border border-border bg-bg p-3 text-sm shadow-lg">
      <p className="mb-2 font-medium">Keyboard shortcuts</p>
      <ShortcutList rows={SHORTCUTS} dense />
      <p className="mt-2 text-xs text-fg-muted">Shortcuts do nothing while you type in a field.</p>
    </div>
  );
}
