'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ProjectNav } from './project-nav';

/** The drawer of `MobileNav`, loaded when it first opens; following a link closes it. */
export default function MobileNavDrawer({ open, onOpenChange, onCloseAutoFocus }: { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 w-64 overflow-y-auto border-r border-border bg-bg shadow-xl md:hidden"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) onOpenChange(false);
          }}
        >
          <div className="flex items-center justify-between border-b border-border p-3">
            <Dialog.Title className="font-semibold">Navigation</Dialog.Title>
            <Dialog.Close className="inline-flex size-8 items-center justify-center rounded-md hover:bg-bg-muted" aria-label="Close navigation">
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Projects, account and project pages</Dialog.Description>
          <ProjectNav className="w-full" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
