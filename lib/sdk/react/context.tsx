'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPlatform, type Platform } from '@/lib/sdk';

const PlatformContext = createContext<Platform | null>(null);

/**
 * The browser client: same-origin BFF, no token in the browser (the BFF adds it from the sealed cookie).
 * During server rendering no query runs, so the origin is only needed in the browser.
 */
export function createBrowserPlatform(origin: string = typeof window === 'undefined' ? '' : window.location.origin): Platform {
  return createPlatform({ backendUrl: `${origin}/v1`, getToken: async () => null, clientSource: 'web' });
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
