import { expect } from 'vitest';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { ApiError, createPlatform, type Platform } from '@/lib/sdk';

export interface RepoHarness {
  platform: EmbeddedPlatform;
  /** Moves the embedded platform's clock. */
  clock: { now: number };
  as(email: 'demo@example.com' | 'member@example.com'): Promise<Platform>;
}

/** A fresh embedded platform per call (tests change repositories) with an injectable clock. */
export function repoHarness(start = Date.parse('2026-03-01T12:00:00.000Z')): RepoHarness {
  const clock = { now: start };
  const platform = createEmbeddedPlatform({ now: () => clock.now });
  const client = (getToken: () => string | null) =>
    createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken, fetch: (input, init) => platform.handle(new Request(input, init)) });
  return {
    platform,
    clock,
    async as(email) {
      const { session } = await client(() => null).auth.signInWithPassword({ email, password: 'demo-password' });
      return client(() => session.access_token);
    },
  };
}

/** The ApiError a call fails with (fails the test when it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
