'use client';

// Loaded lazily: the first "Open full output" brings in Radix Dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { CopyButton } from './copy-button';
import type { OutputRequest } from './timeline-context';

/** A side panel (Radix Dialog as a sheet) with a tool's whole output. Escape closes it. */
export default function OutputSheet({ request, onClose }: { request: OutputRequest | null; onClose: () => void }) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col border-l border-border bg-bg shadow-xl focus:outline-none">
          <div className="flex items-center gap-2 border-b border-border px-4 py-3">
            <Dialog.Title className="min-w-0 flex-1 truncate font-medium">{request?.title ?? 'Output'}</Dialog.Title>
            {request && <CopyButton text={request.text} label="Copy all" />}
            <Dialog.Close className="rounded px-2 py-1 text-sm hover:bg-bg-muted" aria-label="Close">
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The complete output of the tool call.</Dialog.Description>
          <pre tabIndex={0} role="group" aria-label="Complete output" className="min-h-0 flex-1 overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs leading-5">{request?.text}</pre>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
