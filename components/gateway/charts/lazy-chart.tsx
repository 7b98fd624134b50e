'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/states';

/** The chart in its own chunk: uPlot is fetched only by the gateway pages that draw one. */
export const LazyTimeSeriesChart = dynamic(() => import('./time-series-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-[220px] w-full" />,
});
