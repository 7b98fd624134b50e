// Renders timeline components against the REAL embedded platform, in-process.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { classifyPart, createPlatform, type MessageWithParts, type Platform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { expect } from 'vitest';
import { createExpansionStore, ExpansionContext } from '@/components/code-view/expansion-store';
import { PartView } from '@/components/timeline/part-view';
import { TimelineContext, type OutputRequest } from '@/components/timeline/timeline-context';

export const PROJECT = 'proj_storefront';

// jsdom's TextEncoder returns bytes from another realm, which jose (signing the platform's tokens) refuses.
// Copying into this realm's Uint8Array fixes the environment, not our code.
class RealmTextEncoder extends TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}
globalThis.TextEncoder = RealmTextEncoder;

let shared: { file: string | undefined; platform: EmbeddedPlatform; client: Platform } | null = null;

/** One signed-in client per test file (sign-in is the slow part; files share this module, so it is keyed by file). */
export async function signedInClient(email = 'demo@example.com'): Promise<{ platform: EmbeddedPlatform; client: Platform }> {
  const file = expect.getState().testPath;
  if (shared && shared.file === file && email === 'demo@example.com') return shared;
  const platform = createEmbeddedPlatform();
  const make = (token: string | null) =>
    createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => token, fetch: (input, init) => platform.handle(new Request(input, init)) });
  const { session } = await make(null).auth.signInWithPassword({ email, password: 'demo-password' });
  const result = { platform, client: make(session.access_token) };
  if (email === 'demo@example.com') shared = { file, ...result };
  return result;
}

export interface Rendered extends RenderResult {
  outputs: OutputRequest[];
}

/** Wraps `ui` in react-query, the platform client and the timeline's contexts. */
export async function renderTimelinePiece(ui: ReactNode): Promise<Rendered> {
  const { client } = await signedInClient();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const outputs: OutputRequest[] = [];
  const store = createExpansionStore();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider client={client}>
        <ExpansionContext.Provider value={store}>
          <TimelineContext.Provider value={{ projectId: PROJECT, sessionId: 'ses_test', openOutput: (r) => outputs.push(r), highlightTurnId: null, highlightPartId: null }}>
            {ui}
          </TimelineContext.Provider>
        </ExpansionContext.Provider>
      </PlatformProvider>
    </QueryClientProvider>,
  );
  return Object.assign(result, { outputs });
}

/** Renders every part of a message through the registry, as the timeline does. */
export function renderParts(message: MessageWithParts, rich = true): Promise<Rendered> {
  return renderTimelinePiece(
    <>
      {message.parts.map((raw) => (
        <PartView key={raw.id} part={classifyPart(raw)} raw={raw} rich={rich} highlighted={false} />
      ))}
    </>,
  );
}
