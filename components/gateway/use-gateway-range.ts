'use client';

import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { browserTimeZone, resolveRange, type RangePreset } from '@/lib/gateway/ranges';
import type { GatewayRangeQuery } from '@/lib/sdk/react/gateway-analytics';
import { rangeParsersWith } from './range-params';

const rangeParsers = rangeParsersWith({ parseAsString, parseAsStringLiteral });

const TZ_STORAGE_KEY = 'platform.gateway.tz';

const ZONE_EVENT = 'platform-gateway-tz';

function storedZone(): string | null {
  try {
    return window.localStorage.getItem(TZ_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribeZone(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(ZONE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(ZONE_EVENT, onChange);
  };
}

const noSubscription = () => () => {};

/**
 * The reporting window and zone of the gateway pages, kept in the URL (`range`, `from`, `to`, `tz`, `interval`).
 * Without `tz` in the URL, the zone last picked on this browser applies (else UTC, the platform's default).
 */
export function useGatewayRange() {
  const [state, setState] = useQueryStates(rangeParsers);
  const [now] = useState(() => Date.now());
  // Read on the client only (the server renders UTC), so the server HTML and hydration agree.
  const remembered = useSyncExternalStore(subscribeZone, storedZone, () => null);
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => 'UTC');
  const zone = state.tz || remembered || 'UTC';
  const resolved = useMemo(() => resolveRange(state.range, state.from, state.to, zone, state.interval, now), [state.range, state.from, state.to, zone, state.interval, now]);
  const query: GatewayRangeQuery = { from: resolved.from, to: resolved.to, tz: resolved.tz, interval: resolved.interval };
  return {
    preset: state.range,
    resolved,
    query,
    browserZone,
    setPreset: (range: RangePreset) => void setState(range === 'custom' ? { range, from: resolved.firstDay, to: resolved.lastDay } : { range, from: null, to: null }),
    setDays: (from: string, to: string) => void setState({ range: 'custom', from, to }),
    setInterval: (interval: 'hour' | 'day') => void setState({ interval }),
    setZone: (tz: string) => {
      try {
        window.localStorage.setItem(TZ_STORAGE_KEY, tz);
      } catch {
        // storage may be off (private mode): the URL still holds the zone
      }
      window.dispatchEvent(new Event(ZONE_EVENT));
      void setState({ tz });
    },
  };
}

export type GatewayRangeState = ReturnType<typeof useGatewayRange>;
