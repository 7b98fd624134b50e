'use client';

import { useEffect, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsProps {
  count: number;
  /** The table's scroll box. */
  scrollRef: RefObject<HTMLDivElement | null>;
  estimateRowHeight: number;
  /** One row, placed by `style` and measured by `measure` once drawn. */
  render: (index: number, style: CSSProperties, measure: (el: HTMLElement | null) => void) => ReactNode;
  onVisibleRange?: (first: number, last: number) => void;
}

/** DataTable's body above its plain-row limit: only the rows in view, each measured once drawn. */
export default function VirtualRows({ count, scrollRef, estimateRowHeight, render, onVisibleRange }: VirtualRowsProps) {
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? -1;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onVisibleRange && last >= 0) onVisibleRange(first, last);
  }, [onVisibleRange, first, last]);
  return (
    <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item) => render(item.index, { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }, virtualizer.measureElement))}
    </div>
  );
}
