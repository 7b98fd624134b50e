// Where the BFF sends platform calls: PLATFORM_API_URL over HTTP, or the embedded platform in-process.
import 'server-only';
import type { Config } from '@/lib/config';
import { nodeHttpUpstream } from './node-upstream';
import type { Upstream } from './upstream-types';

export type { Upstream, WholeCall, WholeInit, WholeUpstreamAnswer } from './upstream-types';

export interface FetchHandler {
  handle(req: Request): Promise<Response>;
}

const EMBEDDED_ORIGIN = 'http://embedded.invalid';

/** Over `fetch` (any fetch implementation); the default for PLATFORM_API_URL is the cheaper nodeHttpUpstream. */
export function httpUpstream(baseUrl: string, fetchImpl: typeof fetch = fetch): Upstream {
  const base = baseUrl.replace(/\/+$/, '');
  return (path, init) => fetchImpl(base + path, { redirect: 'manual', ...init });
}

export function embeddedUpstream(platform: FetchHandler): Upstream {
  return async (path, init) => platform.handle(new Request(EMBEDDED_ORIGIN + path, init));
}

/** The process's embedded platform, loaded only when no PLATFORM_API_URL is configured. */
function lazyEmbeddedUpstream(): Upstream {
  let platform: Promise<FetchHandler> | null = null;
  return async (path, init) => {
    platform ??= import('@/lib/embedded').then(
      (m) => m.getEmbeddedPlatform(),
      (error: unknown) => {
        platform = null;
        throw error;
      },
    );
    return (await platform).handle(new Request(EMBEDDED_ORIGIN + path, init));
  };
}

export function upstreamFor(config: Pick<Config, 'platformApiUrl'>): Upstream {
  return config.platformApiUrl ? nodeHttpUpstream(config.platformApiUrl) : lazyEmbeddedUpstream();
}
