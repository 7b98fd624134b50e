'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { MenuProps } from './deferred-menu';

export const menuItemClass = 'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-bg-muted';

/** The Radix dropdown frame shared by the shell's menus: trigger, portal and content panel. */
export function MenuShell({ trigger, triggerClassName, triggerLabel, defaultOpen, align, children }: MenuProps & { align: 'start' | 'end'; children: ReactNode }) {
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus).
    // Focus still moves into the menu, arrows move within it, and Escape or a click outside closes it.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={4} className="z-50 min-w-52 rounded-md border border-border bg-bg p-1 shadow-lg">
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
