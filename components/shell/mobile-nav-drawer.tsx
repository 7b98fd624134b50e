'use client';

import { Sheet, SheetBar, SheetContent, SheetDescription } from '@/components/ui/sheet';
import { ProjectNav } from './project-nav';

/** The drawer of `MobileNav`, loaded when it first opens; following a link closes it. */
export default function MobileNavDrawer({ open, onOpenChange, onCloseAutoFocus }: { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        overlayClassName="md:hidden"
        onCloseAutoFocus={onCloseAutoFocus}
        className="w-64 overflow-y-auto md:hidden"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onOpenChange(false);
        }}
      >
        <SheetBar title="Navigation" closeLabel="Close navigation" className="p-3" />
        <SheetDescription hidden>Projects, account and project pages</SheetDescription>
        <ProjectNav className="w-full" />
      </SheetContent>
    </Sheet>
  );
}
