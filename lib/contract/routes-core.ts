// The zod-free half of the contract: what the SDK client needs at run time (method, path, argument names).
// Browsers load this and `routes.generated.ts`, never the zod schemas.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the SDK reads a successful answer: parsed JSON (default), plain text, or the raw Response (tarballs, exports). */
export type ResponseKind = 'json' | 'text' | 'raw';

export interface RouteDef {
  readonly method: HttpMethod;
  /** Path below `/v1`, with `{param}` placeholders. */
  readonly path: string;
  readonly args?: readonly string[];
  readonly response?: ResponseKind;
  readonly public?: boolean;
}

export interface RouteTree {
  readonly [key: string]: RouteDef | RouteTree;
}

/** The header that carries `clientSource` (api | cli | mobile | web); audit label only. */
export const CLIENT_SOURCE_HEADER = 'X-Platform-Client';
export const REQUEST_ID_HEADER = 'X-Request-Id';

export type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? [K, ...ParamNames<Rest>] : [];

export function paramNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

export function isRoute(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && typeof (value as RouteDef).method === 'string' && typeof (value as RouteDef).path === 'string';
}
