'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Platform } from '@/lib/sdk/platform-types';
import { lazyPlatform } from './lazy-platform';

const PlatformContext = createContext<Platform | null>(null);

/**
 * The browser client: same-origin BFF, no token in the browser (the BFF adds it from the sealed cookie).
 * During server rendering no query runs, so the origin is only needed in the browser. The client itself (the route
 * table and the request code, ~6 KB gzipped) is its own chunk, not named in the page's HTML.
 */
export function createBrowserPlatform(origin: string = typeof window === 'undefined' ? '' : window.location.origin): Platform {
  const load = () => import('@/lib/sdk/client');
  // Requested at once in the browser, in parallel with hydration, so that the page's first request does not wait
  // for it; a failed load is reported by the requests that need it.
  if (typeof window !== 'undefined') load().catch(() => undefined);
  return lazyPlatform(() =>
    load().then(({ createPlatform }) => createPlatform({ backendUrl: `${origin}/v1`, getToken: async () => null, clientSource: 'web' })),
  );
}

export function PlatformProvider({ client, children }: { client?: Platform; children: ReactNode }) {
  const [platform] = useState(() => client ?? createBrowserPlatform());
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return platform;
}
