'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { SecretOnce } from './secret-once';

const load = () => import('./secret-once');
const Panel = lazy(() => load().then((m) => ({ default: m.SecretOnce })));

/** Starts fetching the panel as a form that mints a secret is submitted, so it is there with the answer. */
export function preloadSecretOnce(): void {
  void load();
}

/**
 * SecretOnce in its own chunk: it shows only after a secret is minted (never in the server's HTML), so the pages that
 * mint one do not load it first.
 */
export function LazySecretOnce(props: ComponentProps<typeof SecretOnce>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
