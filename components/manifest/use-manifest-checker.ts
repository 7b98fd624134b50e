'use client';

import { lazyModule } from '@/components/use-lazy-module';
import type { ManifestResult } from '@/lib/manifest/parse';
import type { ManifestInfo } from '@/lib/manifest/editor/manifest-info';

export type ManifestChecker = typeof import('./manifest-checker');

/** The server's check of the file as read on the server: the first screen needs no parser in the browser. */
export interface ManifestCheck {
  sha: string;
  result: ManifestResult;
  info: ManifestInfo;
}

const checker = lazyModule((): Promise<ManifestChecker> => import('./manifest-checker'));

export const loadManifestChecker = checker.load;

/** The parser, once its chunk has loaded (at once if an earlier page loaded it); null until then, and not loaded at all
 * while `wanted` is false. */
export const useManifestChecker = (wanted = true): ManifestChecker | null => checker.useModule(wanted);
