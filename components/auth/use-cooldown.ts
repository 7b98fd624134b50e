'use client';

import { useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start()` begins a new wait. */
export function useCooldown(seconds: number, runningAtStart = false) {
  const [until, setUntil] = useState(() => (runningAtStart ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => (runningAtStart ? Date.now() : 0));
  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start: (wait = seconds) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + wait * 1000);
    },
  };
}
