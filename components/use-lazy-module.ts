'use client';

import { useEffect, useState } from 'react';

/**
 * A module kept out of the first load and imported once, on demand: `load()` starts (or joins) the import, and
 * `useModule(wanted)` gives null until it has arrived (at once on pages after the first that loaded it).
 */
export function lazyModule<T>(importModule: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> => (loading ??= importModule().then((m) => (loaded = m)));

  function useModule(wanted = true): T | null {
    const [module, setModule] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (!wanted || module) return;
      let live = true;
      load().then(
        (m) => {
          if (live) setModule(() => m);
        },
        () => {},
      );
      return () => {
        live = false;
      };
    }, [wanted, module]);
    return module;
  }

  return { load, useModule };
}
