// How a contract operation becomes a typed method: path parameters, then the named arguments or one input, then options.
import type { z } from 'zod';
import type { OperationDef, ParamNames } from '@/lib/contract';
import type { RetryOption } from './call-policy';

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
