// What the BFF's decisions read of a request: a web Request has this shape, and so does the production server's
// view of a node:http request (lib/bff/node-v1.ts), which builds no Headers or Request on the /v1 hot path.
import 'server-only';

export interface HeaderView {
  /** The value under this lowercase name (repeated values joined as a Headers object joins them), or null. */
  get(name: string): string | null;
}

/** A HeaderView that also lists every header: a fetch Headers has this shape, and so do the node:http views. */
export interface HeaderList extends HeaderView {
  forEach(callback: (value: string, name: string) => void): void;
}

export interface RequestView {
  method: string;
  /** Absolute URL: the server's own origin (never the Host header), path and query. */
  url: string;
  headers: HeaderView;
}

/** What the proxy reads besides: every header, the body (read only for methods that have one) and the abort signal. */
export interface ProxyInput extends RequestView {
  headers: HeaderList;
  readonly body: ReadableStream<Uint8Array> | null;
  /** Aborts when the client goes away before its answer is complete. */
  readonly signal: AbortSignal;
  /**
   * Calls `listener` once when the client goes away before its answer is complete (at once if it already has): what a
   * listener on `signal` does, without an AbortSignal made per request. Optional; `signal` is used without it.
   */
  whenGone?(listener: () => void): void;
  /**
   * The URL's path and query as `new URL(url)` gives them (`search` is '' for an empty query), when the caller already
   * knows them: then the proxy parses no URL. Optional.
   */
  readonly target?: { pathname: string; search: string };
  /** Set by the proxy once the platform has answered: its status (the production server logs it). */
  upstreamStatus?: number;
}
