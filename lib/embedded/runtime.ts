import 'server-only';
import type { Store } from './store';

export interface EmbeddedPlatformOptions {
  /** Access-token lifetime (default 3600 s; env PLATFORM_ACCESS_TOKEN_TTL for the process singleton). */
  accessTokenTtlSeconds?: number;
  /** Window in which a rotated refresh token returns the same new pair (default 10 s). */
  refreshGraceSeconds?: number;
  jwtSecret?: string;
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /** Auth-route attempts per minute per IP (default 30). */
  authRateLimit?: number;
  /** Data folder: every write is saved there (the journal `platform-store-*.log`, imports under `imports/`) and loaded at start; undefined keeps everything in memory. */
  dataDir?: string;
  /** Build the generated long sessions in the background after start (the process singleton does with PLATFORM_WARM_SESSIONS=1). */
  warmGeneratedSessions?: boolean;
  /** 32 bytes that seal connector credentials; default: PLATFORM_CREDENTIAL_KEY, else `<dataDir>/credentials.key`, else random. */
  credentialKey?: Uint8Array;
}

export interface PlatformRuntime {
  store: Store;
  accessTokenTtlSeconds: number;
  refreshGraceSeconds: number;
  authRateLimit: number;
  secret: Uint8Array;
  /** Seals connector credentials at rest (lib/embedded/connectors/credential-key.ts). */
  credentialKey: Uint8Array;
  now: () => number;
  counters: { refresh: number; requests: number };
  dataDir?: string;
  /** Saves what a write changed before it is answered (only with a data folder). */
  persister?: { commit(): Promise<void> };
}

export interface Caller {
  principal: { type: 'user' | 'service_account'; id: string };
  /** A project-scoped PAT restricts every call to this project. */
  restrictProject?: string;
  /** An API token (PAT, service-account token, project key) restricts every call to the account it was minted for. */
  restrictAccount?: string;
  /** Auth session id for JWT callers (sign-out revokes it). */
  sessionId?: string;
}

export interface HandlerContext<I = unknown> {
  rt: PlatformRuntime;
  request: Request;
  params: Record<string, string>;
  input: I;
  ip: string;
  bearer: string | null;
  /** Resolves the bearer token; throws 401 when missing or invalid. */
  caller(): Promise<Caller>;
}

export type Handler<I = never> = (ctx: HandlerContext<I>) => unknown;

/** A handler answer with an explicit status (201 Created, 204 No Content). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export const created = (body: unknown) => new Reply(201, body);
export const noContent = () => new Reply(204);

export const isoAt = (ms: number) => new Date(ms).toISOString();

/** Types a handler's input from its contract operation. */
export function on<D extends { input: import('zod').ZodType }>(
  _def: D,
  fn: (ctx: HandlerContext<import('zod').output<D['input']>>) => unknown,
): Handler<import('zod').output<D['input']>> {
  return fn;
}

export type HandlerTable = Record<string, Handler<never>>;
