// Where the BFF sends platform calls: PLATFORM_API_URL over HTTP, or the embedded platform in-process.
import type { Config } from '@/lib/config';
import { nodeHttpUpstream } from './node-upstream';

/** Fetch-style: `path` starts with `/v1/` and may carry a query. Rejects (throws) when the platform is unreachable. */
export type Upstream = (path: string, init: RequestInit) => Promise<Response>;

export interface FetchHandler {
  handle(req: Request): Promise<Response>;
}

/**
 * Set (true) on a call's init by a caller that takes an answer read whole without its web stream: the node:http
 * upstream then answers a small JSON answer with a null body and the bytes under this key (wholeBodyOf). Other
 * upstreams ignore it and answer as fetch does.
 */
export const WHOLE_BODY = Symbol.for('platform-console.whole-body');

/** The bytes of an answer read whole (see WHOLE_BODY), or undefined: then read its body as usual. */
export function wholeBodyOf(res: Response): Uint8Array<ArrayBuffer> | undefined {
  const bytes = (res as { [WHOLE_BODY]?: unknown })[WHOLE_BODY];
  return bytes instanceof Uint8Array ? (bytes as Uint8Array<ArrayBuffer>) : undefined;
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
    platform ??= import('@/lib/mock').then(
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
