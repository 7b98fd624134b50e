'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/states';

const load = () => import('./time-series-chart');

/** Starts fetching the chart chunk before the data arrives, so both come in parallel. */
export function preloadChart(): void {
  void load();
}

/** The chart in its own chunk: uPlot is fetched only by the gateway pages that draw one. */
export const LazyTimeSeriesChart = dynamic(load, {
  ssr: false,
  loading: () => <Skeleton className="h-[220px] w-full" />,
});
