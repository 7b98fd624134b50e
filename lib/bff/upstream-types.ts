// The shape of an upstream (the platform, over HTTP or in-process), apart from the code that makes one.
import 'server-only';
import type { HeaderList } from './request-view';

/**
 * Fetch-style: `path` starts with `/v1/` and may carry a query. Rejects (throws) when the platform is unreachable.
 * The node:http upstream (PLATFORM_API_URL) also answers `whole`, the proxy's call.
 */
export interface Upstream {
  (path: string, init: RequestInit): Promise<Response>;
  whole?: WholeCall;
}

/**
 * A call whose small JSON answer comes back read whole, with no web Headers, Response or stream made for it (the
 * proxy's hot path); any other answer (an event stream, a large body) comes back as a Response, streamed.
 */
export type WholeCall = (path: string, init: WholeInit) => Promise<Response | WholeUpstreamAnswer>;

export interface WholeInit {
  method: string;
  /** Lowercase names; the upstream adds its own transport headers to a copy. */
  headers: Record<string, string>;
  body?: Uint8Array;
  /**
   * Handed the function that drops the call (and an answer still arriving), which the caller calls at most once; may
   * return a function that removes what it set up, called when the call is over. Called again for a retried call.
   */
  cancel?: (abort: (reason: Error) => void) => (() => void) | void;
}

export interface WholeUpstreamAnswer {
  status: number;
  statusText: string;
  headers: HeaderList;
  body: null;
  /** The whole body; empty for HEAD and the statuses without a body. */
  bytes: Uint8Array<ArrayBuffer>;
}
