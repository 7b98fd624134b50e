'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  name: string;
  values: Array<number | null>;
}

export interface TimeSeriesChartProps {
  label: string;
  /** ISO starts of the buckets. */
  buckets: string[];
  lines: ChartLine[];
  tz: string;
  scale: 'linear' | 'log';
  format: (value: number) => string;
  height?: number;
}

// Readable on the light and the dark background alike.
export const CHART_COLORS = ['#3b82f6', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#a855f7', '#64748b'];

/** A uPlot time series: one line per series, the x axis in the reporting zone, a linear or logarithmic y axis. */
export default function TimeSeriesChart({ label, buckets, lines, tz, scale, format, height = 220 }: TimeSeriesChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      const xs = buckets.map((b) => Date.parse(b) / 1000);
      // A log axis cannot show 0: empty buckets become gaps there.
      const ys = lines.map((l) => l.values.map((v) => (v === null || (scale === 'log' && v <= 0) ? null : v)));
      const axisColor = getComputedStyle(element).color || '#888';
      const drawn = new uPlot(
        {
          width: Math.max(280, element.clientWidth),
          height,
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), tz),
          scales: { y: scale === 'log' ? { distr: 3, log: 10 } : { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
          axes: [
            { stroke: axisColor, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } },
            { stroke: axisColor, size: 64, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' }, values: (_u, splits) => splits.map((v) => (v === null ? '' : format(v))) },
          ],
          series: [{}, ...lines.map((l, i) => ({ label: l.name, stroke: CHART_COLORS[i % CHART_COLORS.length], width: 2, points: { show: xs.length <= 48 }, spanGaps: false, value: (_u: uPlot, v: number | null) => (v === null ? '—' : format(v)) }))],
          legend: { show: true, live: true },
          cursor: { drag: { x: false, y: false } },
        },
        [xs, ...ys] as uPlot.AlignedData,
        element,
      );
      chart = drawn;
      observer = new ResizeObserver(() => drawn.setSize({ width: Math.max(280, element.clientWidth), height }));
      observer.observe(element);
    };
    // Built once the chart is in view or near it (a phone's first screen holds one chart at most; building the others
    // at load was most of the page's blocking time), each in a task of its own, not all in the commit that mounts them.
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        timer = setTimeout(draw, 0);
      },
      { rootMargin: '200px 0px' },
    );
    seen.observe(element);
    return () => {
      seen.disconnect();
      clearTimeout(timer);
      observer?.disconnect();
      chart?.destroy();
    };
  }, [buckets, lines, tz, scale, format, height]);
  // The minimum height holds the chart's place in the server's HTML, before uPlot draws.
  return <div ref={host} role="img" aria-label={label} data-chart={label} style={{ minHeight: height }} className="gateway-chart w-full min-w-0 overflow-hidden text-fg-muted" />;
}
