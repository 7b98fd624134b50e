import { z } from 'zod';

import type { HttpMethod, ResponseKind } from './routes-core';

export { paramNames, type HttpMethod, type ParamNames, type ResponseKind } from './routes-core';

export const noInput = z.object({}).strict();

export interface OperationDef<
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  R = unknown,
  A extends readonly string[] = readonly string[],
> {
  readonly kind: 'operation';
  readonly method: HttpMethod;
  /** Path below `/v1`, with `{param}` placeholders. */
  readonly path: P;
  /** Query (GET/DELETE) or JSON body (others). Validated by the embedded platform: 400 invalid_request. */
  readonly input: I;
  /**
   * Positional SDK arguments after the path params, each naming an input field, e.g.
   * `updateFeatureFlag(feature, enabled)`. `$token` is an explicit bearer token instead of `getToken()`.
   * Absent: the method takes one optional input object.
   */
  readonly args?: A;
  readonly response?: ResponseKind;
  /** Reached without a token (sign-up, sign-in…). */
  readonly public?: boolean;
  readonly summary: string;
  readonly deprecated?: string;
  /** Phantom: the result type. */
  readonly _result?: R;
}

export function isOperation(value: unknown): value is OperationDef {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'operation';
}

export interface ContractTree {
  readonly [key: string]: OperationDef | ContractTree;
}

export interface FlatOperation {
  /** Dotted SDK name, e.g. `project.gateway.routing.get`. */
  name: string;
  def: OperationDef;
}

export function flattenContract(tree: ContractTree, prefix = ''): FlatOperation[] {
  const out: FlatOperation[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isOperation(value)) out.push({ name, def: value });
    else out.push(...flattenContract(value, name));
  }
  return out;
}

/** Input whose fields the spec does not show: any JSON object is passed through. */
export const looseInput = z.looseObject({});

interface Extra<I extends z.ZodType, A extends readonly string[]> {
  input?: I;
  args?: A;
  response?: ResponseKind;
  public?: boolean;
  deprecated?: string;
}

function routeOf(method: HttpMethod) {
  return <R = unknown>() =>
    <const P extends string, I extends z.ZodType = typeof noInput, const A extends readonly string[] = readonly []>(
      path: P,
      summary: string,
      extra: Extra<I, A> = {},
    ): OperationDef<P, I, R, A> =>
      ({ kind: 'operation', method, path, summary, ...extra, input: (extra.input ?? noInput) as I }) as OperationDef<P, I, R, A>;
}

export const GET = routeOf('GET');
export const POST = routeOf('POST');
export const PUT = routeOf('PUT');
export const PATCH = routeOf('PATCH');
export const DELETE = routeOf('DELETE');
