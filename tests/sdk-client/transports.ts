import { afterAll, beforeAll, expect } from 'vitest';
import { createEmbeddedPlatform, type EmbeddedPlatform, type EmbeddedPlatformOptions } from '@/lib/embedded';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { ApiError, createPlatform, type PlatformConfig } from '@/lib/sdk';

export interface Harness {
  platform: EmbeddedPlatform;
  backendUrl: string;
  fetch: typeof fetch;
  client(getToken?: PlatformConfig['getToken'], extra?: Partial<PlatformConfig>): ReturnType<typeof createPlatform>;
}

/** The same SDK suite runs in-process (handler as fetch) and over real HTTP (node:http on an ephemeral port). */
export const TRANSPORTS = ['in-process', 'http'] as const;

export function useHarness(transport: (typeof TRANSPORTS)[number], options: EmbeddedPlatformOptions = {}) {
  const state = {} as Harness;
  let server: NodeServer | undefined;
  beforeAll(async () => {
    const platform = createEmbeddedPlatform(options);
    let backendUrl = 'http://embedded.invalid/v1';
    let doFetch: typeof fetch = (input, init) => platform.handle(new Request(input, init));
    if (transport === 'http') {
      server = await serveFetchHandler(platform.handle);
      backendUrl = `${server.url}/v1`;
      doFetch = globalThis.fetch;
    }
    Object.assign(state, {
      platform,
      backendUrl,
      fetch: doFetch,
      client: (getToken: PlatformConfig['getToken'] = () => null, extra: Partial<PlatformConfig> = {}) =>
        createPlatform({ backendUrl, getToken, fetch: doFetch, ...extra }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return state;
}

export async function signIn(h: Harness, email = 'demo@example.com', password = 'demo-password') {
  const { session, user } = await h.client().auth.signInWithPassword({ email, password });
  return { token: session.access_token, session, user, api: h.client(() => session.access_token) };
}

/** The ApiError a call rejects with (fails the test when the call succeeds). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A refused call in the platform's error shape: its status, code, the field path it names and the permission it lacks. */
export async function refusal(promise: Promise<unknown>) {
  const error = await rejection(promise);
  const body = error.body as { error: string; code: string; path?: string[]; issues?: Array<{ path: string[] }>; permission?: string };
  expect(typeof body.error).toBe('string');
  return { status: error.status, code: body.code, path: (body.path ?? body.issues?.[0]?.path)?.join('.'), permission: body.permission };
}
