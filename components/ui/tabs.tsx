'use client';

import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { ScrollRow } from './scroll-row';

// Radix Tabs with the console's look: arrow keys move between tabs, the active one is underlined.

export const Tabs = TabsPrimitive.Root;

/** The row of tabs; on a narrow screen it scrolls sideways with a fade edge, the active tab kept in view. Give it an `aria-label`. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <ScrollRow className="border-b border-border">
      <TabsPrimitive.List className={cn('flex min-w-max gap-1', className)} {...props} />
    </ScrollRow>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn('shrink-0 border-b-2 border-transparent px-3 py-2 text-sm text-fg-muted data-[state=active]:border-accent data-[state=active]:font-medium data-[state=active]:text-fg', className)}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
