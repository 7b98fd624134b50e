import type { z } from 'zod';
import type { Contract, OperationDef, ParamNames } from '@/lib/contract';
import type { AuthSessionHelper, AuthSessionOptions } from './auth-session';

export type ClientSource = 'api' | 'cli' | 'mobile' | 'web';

export interface PlatformConfig {
  /** Base address including `/v1`, e.g. `https://platform.example/v1`. */
  backendUrl: string;
  /** Called on every request; null sends no Authorization header. */
  getToken: () => Promise<string | null> | string | null;
  clientSource?: ClientSource;
  fetch?: typeof fetch;
}

type ToStrings<T extends unknown[]> = { [K in keyof T]: string };
type DropN<T extends unknown[], N extends number, Acc extends unknown[] = []> = Acc['length'] extends N
  ? T
  : T extends [unknown, ...infer Rest]
    ? DropN<Rest, N, [...Acc, unknown]>
    : T;

type ArgTuple<In, A extends readonly string[]> = A extends readonly [infer H, ...infer Rest extends readonly string[]]
  ? H extends '$token'
    ? [token: string | null, ...ArgTuple<In, Rest>]
    : H extends '$input'
      ? Record<never, never> extends In
        ? [input?: In, ...ArgTuple<In, Rest>]
        : [input: In, ...ArgTuple<In, Rest>]
      : H extends keyof In
        ? undefined extends In[H]
          ? [arg?: In[H], ...ArgTuple<In, Rest>]
          : [arg: In[H], ...ArgTuple<In, Rest>]
        : []
  : [];

type InputArg<In> = Record<never, never> extends In ? [input?: In] : [input: In];

/** Per-call options, the last argument of every method (after its inputs). */
export interface RequestOptions {
  /** Aborts the request (react-query passes its own, so leaving a page stops its fetches). */
  signal?: AbortSignal;
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
export type SessionHandle = Group<Contract['session'], 2>;

export type Platform = Omit<Group<Omit<Contract, 'project' | 'session'>, 0>, 'auth'> & {
  /** The auth routes, and `session({ storage })`: a session kept in any storage and refreshed when due. */
  auth: Group<Contract['auth'], 0> & { session(options?: AuthSessionOptions): AuthSessionHelper };
  project(projectId: string): ProjectHandle;
  session(projectId: string, sessionId: string): SessionHandle;
};
