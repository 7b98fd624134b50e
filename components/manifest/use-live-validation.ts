'use client';

import { useEffect, useMemo, useState } from 'react';
import type { ManifestResult } from '@/lib/manifest/parse';
import { countProblems, toMarkers, type EditorMarker } from '@/lib/manifest/editor/markers';
import { useManifestChecker } from './use-manifest-checker';

export const VALIDATION_DELAY_MS = 150;

export interface LiveValidation {
  result: ManifestResult;
  markers: EditorMarker[];
  counts: { errors: number; warnings: number };
  /** The source the result belongs to (it trails the buffer by the debounce delay). */
  source: string;
  /** No result yet: the parser's chunk is still loading and the server did not check this text. */
  pending: boolean;
}

interface Checked {
  source: string;
  format: 'yaml' | 'toml';
  result: ManifestResult;
}

const PENDING: LiveValidation = { result: { ok: false, version: null, diagnostics: [] }, markers: [], counts: { errors: 0, warnings: 0 }, source: '', pending: true };

/**
 * parseManifest on every change, debounced: a burst of keystrokes validates once, 150 ms after the last.
 * Parsing stays on the main thread: a 1,000-line manifest parses in a few milliseconds, less than a
 * worker round trip would cost (see docs/MANIFEST-EDITOR.md). The parser is a lazy chunk; `initial` (the server's
 * check of the file) stands for it while the buffer is that text, and the chunk is only fetched once the buffer is
 * another text or `preload` says an edit is coming.
 */
export function useLiveValidation(source: string, format: 'yaml' | 'toml', delay = VALIDATION_DELAY_MS, initial?: Checked | null, preload = false): LiveValidation {
  const covered = !!initial && initial.source === source && initial.format === format;
  const checker = useManifestChecker(preload || !covered);
  const [checked, setChecked] = useState<Checked | null>(() => {
    if (covered) return initial;
    return checker ? { source, format, result: checker.parseManifest(source, { format }) } : null;
  });
  const stale = checked === null || checked.source !== source || checked.format !== format;
  const first = checked === null;

  useEffect(() => {
    if (!stale || !checker) return;
    // The first check, once the parser has arrived, is not delayed; later ones wait for the end of a burst.
    const timer = setTimeout(() => setChecked({ source, format, result: checker.parseManifest(source, { format }) }), first ? 0 : delay);
    return () => clearTimeout(timer);
  }, [source, format, delay, stale, checker, first]);

  return useMemo(() => {
    if (!checked) return PENDING;
    const markers = toMarkers(checked.result.diagnostics);
    return { result: checked.result, markers, counts: countProblems(markers), source: checked.source, pending: false };
  }, [checked]);
}
