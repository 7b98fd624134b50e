'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, for relative times and `sortSessions(now)`. `start` (a time the
 * server rendered with) is the first value, so that the server's HTML and the browser's first render agree.
 */
export function useNow(intervalMs = 15_000, start?: number): number {
  const [now, setNow] = useState(() => start ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
