'use client';

import { useEffect, useState } from 'react';
import type { ManifestResult } from '@/lib/manifest/parse';
import type { ManifestInfo } from '@/lib/manifest-editor/manifest-info';

export type ManifestChecker = typeof import('./manifest-checker');

/** The server's check of the file as read on the server: the first screen needs no parser in the browser. */
export interface ManifestCheck {
  sha: string;
  result: ManifestResult;
  info: ManifestInfo;
}

let loaded: ManifestChecker | null = null;
let loading: Promise<ManifestChecker> | null = null;

export function loadManifestChecker(): Promise<ManifestChecker> {
  loading ??= import('./manifest-checker').then((m) => (loaded = m));
  return loading;
}

/** The parser, once its chunk has loaded (at once if an earlier page loaded it); null until then. */
export function useManifestChecker(): ManifestChecker | null {
  const [checker, setChecker] = useState(loaded);
  useEffect(() => {
    if (checker) return;
    let live = true;
    loadManifestChecker().then(
      (m) => live && setChecker(m),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [checker]);
  return checker;
}
