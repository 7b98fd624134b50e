'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
// The base error alone (not the SDK's barrel or its whole error tree): this module is in every page's first-load JS.
import { ApiError } from '@/lib/sdk/api-error';
import { PlatformProvider } from '@/lib/sdk/react/context';

// zod probes for eval (`Function('')`) to compile faster parsers; the console's CSP forbids eval, and the probe would
// be reported as a violation. The browser validates small forms only, so the interpreter is plenty. Set through zod's
// global config object (shared by every copy of zod) so that pages without zod do not load it for this.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

function onSessionOver(error: unknown) {
  // The proxy answers 401 once the session cannot be refreshed: send the user to sign in, then back here.
  if (error instanceof ApiError && error.status === 401) {
    const here = window.location.pathname + window.location.search + window.location.hash;
    // The sign-in URL's code loads only when a session ends (a page that never gets a 401 never downloads it).
    if (window.location.pathname.startsWith('/sign-in')) return;
    import('@/lib/auth-client/next-path').then(
      ({ signInUrl }) => window.location.assign(signInUrl(here)),
      () => window.location.assign(new URL('/sign-in', window.location.origin)), // the chunk did not load: sign in, then start over
    );
  }
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onSessionOver }),
    mutationCache: new MutationCache({ onError: onSessionOver }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider>{children}</PlatformProvider>
    </QueryClientProvider>
  );
}
