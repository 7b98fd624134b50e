'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// Radix Dialog with the console's look, so no feature assembles the portal, overlay and panel by hand. Focus is
// trapped, Escape and a click outside close it, and the trigger gets focus back. For a panel along an edge, sheet.tsx.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const WIDTH = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(52rem,calc(100vw-2rem))]',
} as const;
export type DialogWidth = keyof typeof WIDTH;

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  /** Read under the title; without one, assistive technology reads the title again. */
  description?: ReactNode;
  /**
   * `panel` (the default): a titled box in the middle of the page. `full`: the viewport less a margin on a dark
   * overlay, the title and description for assistive technology only (an image at full size).
   */
  variant?: 'panel' | 'full';
  width?: DialogWidth;
};

/** The dialog itself: portal, overlay, the panel with its title and description, then `children`. */
export function DialogContent({ title, description, variant = 'panel', width = 'lg', className, children, ...props }: DialogContentProps) {
  const full = variant === 'full';
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-40', full ? 'bg-black/70' : 'bg-black/40')} />
      <DialogPrimitive.Content
        className={cn(
          'z-50 focus:outline-none',
          full
            ? 'fixed inset-4 flex flex-col items-center justify-center gap-2'
            : `fixed top-1/2 left-1/2 max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-bg p-5 shadow-xl ${WIDTH[width]}`,
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className={full ? 'sr-only' : 'text-lg font-semibold'}>{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className={full || !description ? 'sr-only' : 'mt-1 text-sm text-fg-muted'}>{description ?? title}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
