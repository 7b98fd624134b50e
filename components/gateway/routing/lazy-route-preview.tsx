'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/states';
import type { RoutePreviewPanel } from './route-preview-panel';

const load = () => import('./route-preview-panel');
const Panel = lazy(() => load().then((m) => ({ default: m.RoutePreviewPanel })));

/** Starts fetching the preview's chunk while the page reads its policy, so it is there when the policy is. */
export function preloadRoutePreview(): void {
  void load();
}

/**
 * The route preview in its own chunk (its failure picker, attempt chain, agent defaults and URL state): it renders only
 * once the policy and the catalog are read in the browser, so the routing page's first load does not carry it.
 */
export function LazyRoutePreviewPanel(props: ComponentProps<typeof RoutePreviewPanel>) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <Panel {...props} />
    </Suspense>
  );
}
