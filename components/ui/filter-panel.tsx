'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/**
 * A list's filters: open at desktop widths; below `md` they fold behind a "Filters" button that counts the active
 * ones, so the list's first row shows on a phone's first screen. The filters' values live in the URL (the caller's).
 */
export function FilterPanel({ label, active, className, children }: { label: string; active: number; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" size="sm" className="self-start md:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-filters-toggle>
        Filters
        {active > 0 && (
          <>
            <span aria-hidden className="rounded-full bg-accent px-1.5 text-xs text-accent-fg" data-filter-count={active}>
              {active}
            </span>
            <span className="sr-only">({active} active)</span>
          </>
        )}
      </Button>
      <form id={id} aria-label={label} onSubmit={(e) => e.preventDefault()} className={cn(open ? 'grid' : 'hidden md:grid', className)}>
        {children}
      </form>
    </div>
  );
}
