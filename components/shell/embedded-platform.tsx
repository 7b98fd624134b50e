'use client';

import { createContext, useContext, type ReactNode } from 'react';

const EmbeddedPlatform = createContext(false);

/** Whether this console runs on its embedded platform, for the few places that must say what it does not keep. */
export function EmbeddedPlatformProvider({ embedded, children }: { embedded: boolean; children: ReactNode }) {
  return <EmbeddedPlatform.Provider value={embedded}>{children}</EmbeddedPlatform.Provider>;
}

export function useEmbeddedPlatform(): boolean {
  return useContext(EmbeddedPlatform);
}
