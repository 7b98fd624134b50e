'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Platform } from '@/lib/sdk/platform-types';
import { lazyPlatform } from './lazy-platform';

const PlatformContext = createContext<Platform | null>(null);

/**
 * The browser client: same-origin BFF, no token in the browser (the BFF adds it from the sealed cookie).
 * During server rendering no query runs, so the origin is only needed in the browser. The client itself (the route
 * table and the request code, ~5 KB gzipped) loads with the first request rather than with every page.
 */
export function createBrowserPlatform(origin: string = typeof window === 'undefined' ? '' : window.location.origin): Platform {
  return lazyPlatform(() =>
    import('@/lib/sdk/client').then(({ createPlatform }) => createPlatform({ backendUrl: `${origin}/v1`, getToken: async () => null, clientSource: 'web' })),
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
