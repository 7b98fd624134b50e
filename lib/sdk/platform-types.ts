import type { z } from 'zod';
import type { Contract, OperationDef, ParamNames } from '@/lib/contract';
import type { SandboxUploadResult } from '@/lib/contract/types-sandbox';
import type { AuthSessionHelper, AuthSessionOptions } from './auth-session';
import type { RetryOption } from './call-policy';

export type ClientSource = 'api' | 'cli' | 'mobile' | 'web';

export interface PlatformConfig {
  /** Base address including `/v1`, e.g. `https://platform.example/v1`. */
  backendUrl: string;
  /** Called on every request; null sends no Authorization header. */
  getToken: () => Promise<string | null> | string | null;
  clientSource?: ClientSource;
  fetch?: typeof fetch;
  /** Every call's default time limit in ms (none by default); a call's own `timeout` wins. */
  timeout?: number;
  /** Retries of idempotent calls (GET, PUT, DELETE) by default; none unless set. A call's own `retry` wins. */
  retry?: RetryOption;
}

type ToStrings<T extends unknown[]> = { [K in keyof T]: string };
type DropN<T extends unknown[], N extends number, Acc extends unknown[] = []> = Acc['length'] extends N
  ? T
  : T extends [unknown, ...infer Rest]
    ? DropN<Rest, N, [...Acc, unknown]>
    : T;

/** Positional arguments; `$input` takes the input's other fields (those not named before it). */
type ArgTuple<In, A extends readonly string[], Used extends PropertyKey = never> = A extends readonly [infer H, ...infer Rest extends readonly string[]]
  ? H extends '$token'
    ? [token: string | null, ...ArgTuple<In, Rest, Used>]
    : H extends '$input'
      ? Record<never, never> extends Omit<In, Used>
        ? [input?: Omit<In, Used>, ...ArgTuple<In, Rest, Used>]
        : [input: Omit<In, Used>, ...ArgTuple<In, Rest, Used>]
      : H extends keyof In
        ? undefined extends In[H]
          ? [arg?: In[H], ...ArgTuple<In, Rest, Used | H>]
          : [arg: In[H], ...ArgTuple<In, Rest, Used | H>]
        : []
  : [];

type InputArg<In> = Record<never, never> extends In ? [input?: In] : [input: In];

/** Per-call options, the last argument of every method (after its inputs). */
export interface RequestOptions {
  /** Aborts the request (react-query passes its own, so leaving a page stops its fetches): `RequestAbortedError`. */
  signal?: AbortSignal;
  /** Milliseconds until the call gives up with `TimeoutError` (until the headers, for a streamed answer). */
  timeout?: number;
  /** Retries of this call when it is idempotent (docs/SDK.md, "Errors, time limits and retries"); `false` turns off the client's default. */
  retry?: RetryOption;
}

export type Method<D, Bound extends number> =
  D extends OperationDef<infer P, infer I, infer R, infer A>
    ? (
        ...args: [
          ...DropN<ToStrings<ParamNames<P>>, Bound>,
          ...(A extends readonly [] ? InputArg<z.input<I>> : ArgTuple<z.input<I>, A>),
          options?: RequestOptions,
        ]
      ) => Promise<R>
    : never;

export type Group<T, Bound extends number> = {
  [K in keyof T]: T[K] extends OperationDef ? Method<T[K], Bound> : Group<T[K], Bound>;
};

export type ProjectHandle = Group<Contract['project'], 1>;
type GeneratedSessionHandle = Group<Contract['session'], 2>;

/** What `files.upload` accepts: text is sent as UTF-8, bytes as base64. */
export type UploadContent = string | Uint8Array | ArrayBuffer | Blob;

/** A session sandbox's files: `list(path?)`, `read(path)`, `findText(pattern)`, `upload(path, content)`. */
export type SandboxFiles = Omit<GeneratedSessionHandle['files'], 'upload'> & {
  /** Writes a file (project.session.exec); 413 `file_too_large` above `SANDBOX_UPLOAD_LIMIT_BYTES` decoded bytes. */
  upload(path: string, content: UploadContent, options?: RequestOptions): Promise<SandboxUploadResult>;
};

/** The agent-runtime REST client of one session's sandbox; use it after `await session.ensureReady()`. */
export type RuntimeClient = GeneratedSessionHandle['runtime'];

/**
 * `session(projectId, sessionId)`: the session's routes, its sandbox's `files`, its `runtime`, and `ensureReady()`,
 * which wakes the sandbox and makes it the globally active one (root `files`, `runtime()`).
 */
export type SessionHandle = Omit<GeneratedSessionHandle, 'files'> & { files: SandboxFiles };

export type Platform = Omit<Group<Omit<Contract, 'project' | 'session'>, 0>, 'auth'> & {
  /** The auth routes, and `session({ storage })`: a session kept in any storage and refreshed when due. */
  auth: Group<Contract['auth'], 0> & { session(options?: AuthSessionOptions): AuthSessionHelper };
  project(projectId: string): ProjectHandle;
  session(projectId: string, sessionId: string): SessionHandle;
  /** The agent-runtime client of the globally active sandbox (throws `NoActiveSandboxError` when none is). */
  runtime(): RuntimeClient;
};
