import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { createPlatform, type Platform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';

export interface Rendered {
  platform: EmbeddedPlatform;
  client: Platform;
}

/** An SDK client signed in as `email` against an embedded platform in-process. */
export async function signedIn(platform: EmbeddedPlatform, email: string): Promise<Platform> {
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
  const anonymous = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => null, fetch });
  const { session } = await anonymous.auth.signInWithPassword({ email, password: 'demo-password' });
  return createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => session.access_token, fetch });
}

/** Signs in against a real embedded platform in-process and renders `ui` with the SDK wired to it. */
export async function renderWithPlatform(
  ui: ReactElement,
  options: { email?: string; platform?: EmbeddedPlatform; searchParams?: string; onUrlUpdate?: (event: UrlUpdateEvent) => void } = {},
): Promise<Rendered & ReturnType<typeof render>> {
  const platform = options.platform ?? createEmbeddedPlatform();
  const client = await signedIn(platform, options.email ?? 'demo@example.com');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <NuqsTestingAdapter searchParams={options.searchParams ?? ''} onUrlUpdate={options.onUrlUpdate} hasMemory>
        <PlatformProvider client={client}>{ui}</PlatformProvider>
      </NuqsTestingAdapter>
    </QueryClientProvider>,
  );
  return { platform, client, ...result };
}
