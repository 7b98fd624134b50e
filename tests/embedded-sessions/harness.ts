import { createEmbeddedPlatform, type EmbeddedPlatform, type EmbeddedPlatformOptions } from '@/lib/embedded';
import { ApiError, createPlatform, type Platform } from '@/lib/sdk';
import { expect } from 'vitest';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

export interface SessionHarness {
  platform: EmbeddedPlatform;
  clock: { now: number };
  client(token?: string | null): Platform;
  signIn(email?: string): Promise<Platform>;
}

/** An embedded platform in-process with a clock the test moves. */
export function sessionHarness(options: EmbeddedPlatformOptions = {}): SessionHarness {
  const clock = { now: T0 };
  const platform = createEmbeddedPlatform({ now: () => clock.now, ...options });
  const client = (token: string | null = null) =>
    createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => token, fetch: (input, init) => platform.handle(new Request(input, init)) });
  return {
    platform,
    clock,
    client,
    async signIn(email = 'demo@example.com') {
      const { session } = await client().auth.signInWithPassword({ email, password: 'demo-password' });
      return client(session.access_token);
    },
  };
}

export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
