'use client';

import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own. `preload()` starts the import. Until the chunk has arrived the
 * component is a `React.lazy` (it suspends); once it has, it renders the loaded component directly: a lazy component
 * would suspend once more on its first render, and React would then hold the fallback for a moment after the code is
 * there (a row that changes height after it is shown).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = (): Promise<ComponentType<P>> => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, preload, isLoaded: () => loaded !== null };
}
