'use client';

import type { ReactNode } from 'react';
import { Dialog, DialogContent, type DialogWidth } from './dialog';

/** The Radix part of `Modal`, loaded when a modal first opens. */
export default function ModalPanel({ open, onOpenChange, title, description, footer, width, onCloseAutoFocus, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  footer?: ReactNode;
  width?: DialogWidth;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} width={width} onCloseAutoFocus={onCloseAutoFocus} className={footer ? 'flex flex-col' : undefined}>
        {footer ? (
          <>
            {/* The body shrinks and scrolls; px-1 keeps the fields' focus rings inside its clip. */}
            <div className="-mx-1 mt-4 min-h-0 flex-1 overflow-y-auto px-1 pb-1" data-dialog-body>{children}</div>
            <div className="mt-3 shrink-0 border-t border-border pt-3" data-dialog-footer>{footer}</div>
          </>
        ) : (
          <div className="mt-4">{children}</div>
        )}
      </DialogContent>
    </Dialog>
  );
}
