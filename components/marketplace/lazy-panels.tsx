'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/states';
import type { ChangePreview } from './change-preview';
import type { ItemDetail } from './item-detail';

// The diff view (jsdiff and the highlighter's language map) and an item's page with its files are shown only after a
// click (a review, an opened item), so the marketplace's first load does not carry them: each is its own chunk.
const loadPreview = () => import('./change-preview');
const Preview = lazy(() => loadPreview().then((m) => ({ default: m.ChangePreview })));
const Detail = lazy(() => import('./item-detail').then((m) => ({ default: m.ItemDetail })));

/** Starts fetching the diff view as a review is asked for, beside the preview's own read. */
export function preloadChangePreview(): void {
  void loadPreview();
}

export function LazyChangePreview(props: ComponentProps<typeof ChangePreview>) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <Preview {...props} />
    </Suspense>
  );
}

export function LazyItemDetail(props: ComponentProps<typeof ItemDetail>) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <Detail {...props} />
    </Suspense>
  );
}
