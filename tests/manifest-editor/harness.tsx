import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { createPlatform, type Platform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { useManifestDrafts } from '@/lib/manifest/editor/drafts';

export const BASE = 'http://embedded.invalid/v1';

export interface Session {
  platform: EmbeddedPlatform;
  api: Platform;
  /** Makes matching requests fail as if the network dropped (the platform never sees them). */
  failWhen: { match: ((request: Request) => boolean) | null };
}

/** Signs in to a real embedded platform (in-process) and returns the SDK client the components will use. */
export async function session(email = 'demo@example.com', platform = createEmbeddedPlatform()): Promise<Session> {
  const failWhen: Session['failWhen'] = { match: null };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (failWhen.match?.(request.clone())) throw new TypeError('Failed to fetch');
    return platform.handle(request);
  };
  const anonymous = createPlatform({ backendUrl: BASE, getToken: () => null, fetch });
  const { session: s } = await anonymous.auth.signInWithPassword({ email, password: 'demo-password' });
  return { platform, api: createPlatform({ backendUrl: BASE, getToken: () => s.access_token, fetch }), failWhen };
}

export function renderWith(api: Platform, ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider client={api}>
        <NuqsTestingAdapter>{ui}</NuqsTestingAdapter>
      </PlatformProvider>
    </QueryClientProvider>,
  );
}

/** Fresh local drafts for every test. */
export function useCleanDrafts() {
  beforeEach(() => {
    localStorage.clear();
    useManifestDrafts.setState({ drafts: {}, selectedChangeRequest: {} });
  });
  afterEach(() => cleanup());
}
