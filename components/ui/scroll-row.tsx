'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

/** The active item inside a row: a nav link's aria-current, or a Radix tab trigger's state. */
const ACTIVE = '[aria-current="page"], [role="tab"][data-state="active"]';

/**
 * A row that scrolls sideways when it is wider than its container: the hidden side shows a fade edge, and the active
 * item is scrolled into view whenever it changes (on first paint too). Used by every tab bar.
 */
export function ScrollRow({ children, className }: { children: ReactNode; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastActive = useRef<Element | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  // After every render: bring a newly active item into view, without moving the page vertically.
  useEffect(() => {
    const row = scroller.current;
    const active = row?.querySelector(ACTIVE) ?? null;
    if (!row || !active || active === lastActive.current) return;
    lastActive.current = active;
    const rowBox = row.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    const margin = 24;
    if (box.left < rowBox.left + margin) row.scrollLeft -= rowBox.left + margin - box.left;
    else if (box.right > rowBox.right - margin) row.scrollLeft += box.right - (rowBox.right - margin);
  });

  useEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    // Every browser has it; a DOM without layout (jsdom in component tests) does not, and then there is nothing to fade.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(row);
    if (row.firstElementChild) observer?.observe(row.firstElementChild);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className="relative min-w-0" data-scroll-row data-fade-start={edges.start || undefined} data-fade-end={edges.end || undefined}>
      <div ref={scroller} className={cn('overflow-x-auto [scrollbar-width:thin]', className)}>
        {children}
      </div>
      <span aria-hidden className={cn('pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-bg to-transparent transition-opacity', edges.start ? 'opacity-100' : 'opacity-0')} />
      <span aria-hidden className={cn('pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-bg to-transparent transition-opacity', edges.end ? 'opacity-100' : 'opacity-0')} />
    </div>
  );
}
