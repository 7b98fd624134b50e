// What the production server (scripts/serve.mjs) asks of the BFF as a process: readiness, the route template of a
// request for its log line, and a flush of the embedded platform's pending writes before it exits.
import 'server-only';
import { routes } from '@/lib/contract/routes.generated';
import { isRoute, type RouteTree } from '@/lib/contract/routes-core';
import { createRouteMatcher } from '@/lib/bff/route-template';
import { getBff } from './context';

/** How long readiness waits for a real platform's answer. */
export const READINESS_TIMEOUT_MS = 2_000;

function contractPaths(tree: RouteTree, into: string[] = []): string[] {
  for (const value of Object.values(tree)) {
    if (isRoute(value)) into.push(`/v1${value.path}`);
    else into.push(...contractPaths(value));
  }
  return into;
}

/** `/v1/...` by the contract's templates, pages by the build's app routes (handed over by the server). */
export function routeMatcher(pageTemplates: readonly unknown[]): (path: unknown) => string {
  return createRouteMatcher([...contractPaths(routes), ...pageTemplates, '/_next/static/[...path]', '/_next/image']);
}

/**
 * Whether the platform answers. The embedded one runs in this process once loaded; a real one must give any HTTP
 * answer (a 401 to the anonymous probe is an answer) within READINESS_TIMEOUT_MS.
 */
export async function platformAnswers(): Promise<boolean> {
  const bff = getBff();
  const base = bff.config.platformApiUrl;
  if (!base) return (await bff.embeddedStore()) !== null;
  try {
    const res = await fetch(`${base.replace(/\/+$/, '')}/auth/user`, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS), redirect: 'manual' });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Saves the embedded platform's pending writes now (nothing to do with a real platform or in memory). */
export async function flushPlatform(): Promise<void> {
  if (getBff().config.platformApiUrl) return;
  (await import('@/lib/embedded')).getEmbeddedPlatform().persistence?.flush();
}
