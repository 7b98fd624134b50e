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

/** Signs in against a real embedded platform in-process and renders `ui` with the SDK wired to it. */
export async function renderWithPlatform(
  ui: ReactElement,
  options: { email?: string; platform?: EmbeddedPlatform; searchParams?: string; onUrlUpdate?: (event: UrlUpdateEvent) => void } = {},
): Promise<Rendered & ReturnType<typeof render>> {
  const platform = options.platform ?? createEmbeddedPlatform();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
  const anonymous = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => null, fetch });
  const { session } = await anonymous.auth.signInWithPassword({ email: options.email ?? 'demo@example.com', password: 'demo-password' });
  const client = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => session.access_token, fetch });
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
