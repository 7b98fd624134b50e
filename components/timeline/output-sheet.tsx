'use client';

// Loaded lazily: the first "Open full output" brings in Radix Dialog.
import { Sheet, SheetBar, SheetContent, SheetDescription } from '@/components/ui/sheet';
import { CopyButton } from './copy-button';
import type { OutputRequest } from './timeline-context';

/** A side panel with a tool's whole output. Escape closes it. */
export default function OutputSheet({ request, onClose }: { request: OutputRequest | null; onClose: () => void }) {
  return (
    <Sheet open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full max-w-3xl">
        <SheetBar title={request?.title ?? 'Output'} className="px-4 py-3">
          {request && <CopyButton text={request.text} label="Copy all" />}
        </SheetBar>
        <SheetDescription hidden>The complete output of the tool call.</SheetDescription>
        <pre tabIndex={0} role="group" aria-label="Complete output" className="min-h-0 flex-1 overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs leading-5">{request?.text}</pre>
      </SheetContent>
    </Sheet>
  );
}
