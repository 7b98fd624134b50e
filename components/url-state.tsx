'use client';

import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';

/**
 * URL state (nuqs) for the pages that keep filters, ranges or tabs in the address. Mounted by those pages' routes, not
 * at the root: pages without URL state (the session timeline, the overview) do not load the adapter.
 */
export function UrlState({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}
