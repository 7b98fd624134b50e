'use client';

import { useEffect, useMemo, useState } from 'react';
import { parseManifest, type ManifestResult } from '@/lib/manifest';
import { countProblems, toMarkers, type EditorMarker } from '@/lib/manifest-editor/markers';

export const VALIDATION_DELAY_MS = 150;

export interface LiveValidation {
  result: ManifestResult;
  markers: EditorMarker[];
  counts: { errors: number; warnings: number };
  /** The source the result belongs to (it trails the buffer by the debounce delay). */
  source: string;
}

/**
 * parseManifest on every change, debounced: a burst of keystrokes validates once, 150 ms after the last.
 * Parsing stays on the main thread: a 1,000-line manifest parses in a few milliseconds, less than a
 * worker round trip would cost (see docs/MANIFEST-EDITOR.md).
 */
export function useLiveValidation(source: string, format: 'yaml' | 'toml', delay = VALIDATION_DELAY_MS): LiveValidation {
  const [checked, setChecked] = useState(() => ({ source, format, result: parseManifest(source, { format }) }));
  const stale = checked.source !== source || checked.format !== format;

  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(() => setChecked({ source, format, result: parseManifest(source, { format }) }), delay);
    return () => clearTimeout(timer);
  }, [source, format, delay, stale]);

  return useMemo(() => {
    const markers = toMarkers(checked.result.diagnostics);
    return { result: checked.result, markers, counts: countProblems(markers), source: checked.source };
  }, [checked]);
}
