'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// A sheet: Radix Dialog as a panel along the left or right edge, the full height of the viewport (a record's details,
// a tool's whole output, the mobile navigation). Same focus, Escape and outside-click behaviour as dialog.tsx.

export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right';
  /** Added to the overlay's classes (e.g. `md:hidden` for a drawer that exists only on small screens). */
  overlayClassName?: string;
};

/** Portal, overlay and the panel; its width, padding and scrolling come from `className`. Put a title inside (SheetTitle or SheetBar). */
export function SheetContent({ side = 'right', overlayClassName, className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-40 bg-black/30', overlayClassName)} />
      <DialogPrimitive.Content
        className={cn('fixed inset-y-0 z-50 flex h-full flex-col border-border bg-bg shadow-xl focus:outline-none', side === 'right' ? 'right-0 border-l' : 'left-0 border-r', className)}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-semibold', className)} {...props} />;
}

/** The description; `hidden` keeps it for assistive technology only. */
export function SheetDescription({ hidden, className, ...props }: ComponentProps<typeof DialogPrimitive.Description> & { hidden?: boolean }) {
  return <DialogPrimitive.Description className={cn(hidden ? 'sr-only' : 'text-sm text-fg-muted', className)} {...props} />;
}

/** A header bar: the title, any actions, and a close button. */
export function SheetBar({ title, closeLabel = 'Close', className, children }: { title: ReactNode; closeLabel?: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('flex items-center gap-2 border-b border-border', className)}>
      <SheetTitle className="min-w-0 flex-1 truncate">{title}</SheetTitle>
      {children}
      <DialogPrimitive.Close className="inline-flex size-8 items-center justify-center rounded-md hover:bg-bg-muted" aria-label={closeLabel}>
        <X aria-hidden className="size-4" />
      </DialogPrimitive.Close>
    </div>
  );
}
