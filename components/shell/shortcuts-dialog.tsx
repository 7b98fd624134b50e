'use client';

import { Modal } from '@/components/ui/modal';
import { ShortcutList, type Shortcut } from '@/components/ui/shortcut-list';
import { SHORTCUTS } from '@/lib/timeline/shortcuts';

const EVERYWHERE: ReadonlyArray<Shortcut> = [
  { keys: ['Tab'], action: 'Move between links and controls; the first Tab offers "Skip to content"' },
  { keys: ['Enter', 'Space'], action: 'Open a menu, press a button' },
  { keys: ['Esc'], action: 'Close a menu or dialog' },
];

const EDITOR: ReadonlyArray<Shortcut> = [
  { keys: ['Ctrl+F', '⌘F'], action: 'Find in the manifest' },
  { keys: ['F1'], action: 'Editor commands' },
  { keys: ['Ctrl+Space'], action: 'Suggest keys and values' },
];

function Section({ title, rows }: { title: string; rows: ReadonlyArray<Shortcut> }) {
  return (
    <section className="mb-4">
      <h3 className="mb-2 text-sm font-medium">{title}</h3>
      <ShortcutList rows={rows} className="text-sm" />
    </section>
  );
}

/** Every keyboard shortcut of the console, from the user menu. Loaded when first opened. */
export default function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="Single-key shortcuts do nothing while you type in a field.">
      <Section title="Everywhere" rows={EVERYWHERE} />
      <Section title="Session timeline" rows={SHORTCUTS} />
      <Section title="Manifest editor" rows={EDITOR} />
    </Modal>
  );
}
