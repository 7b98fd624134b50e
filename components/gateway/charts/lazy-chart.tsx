'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/states';

const load = () => import('./time-series-chart');

/** Starts fetching the chart chunk before the page has mounted. */
export function preloadChart(): void {
  void load();
}

/**
 * The chart in its own chunk: uPlot is fetched only by the page that draws one. Rendered on the server too (an empty
 * host of the chart's height; uPlot draws only in the browser), so it hydrates with the page and draws in the first
 * commit instead of replacing a placeholder in a second render.
 */
export const LazyTimeSeriesChart = dynamic(load, {
  loading: () => <Skeleton className="h-[220px] w-full" />,
});
