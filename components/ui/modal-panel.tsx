'use client';

import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';

/** The Radix part of `Modal`, loaded when a modal first opens. */
export default function ModalPanel({ open, onOpenChange, title, description, onCloseAutoFocus, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
