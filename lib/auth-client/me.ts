'use client';

import { useQuery } from '@tanstack/react-query';
import { authKeys } from '@/lib/sdk/react/keys';

// The auth client (every /api/auth call and its error handling) is a chunk of its own, out of every console page's
// first load: the shell only reads the user. Requested when this module runs in the browser, beside hydration.
const loadClient = () => import('./client').then((m) => m.consoleAuthClient);
if (typeof window !== 'undefined') void loadClient().catch(() => {});

export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: () => loadClient().then((client) => client.me()), staleTime: 60_000 });
}
