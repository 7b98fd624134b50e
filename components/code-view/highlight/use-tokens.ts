'use client';

import { useEffect, useState } from 'react';
import type { ShikiLanguage } from '@/lib/timeline/languages';
import type { Token } from './shiki';

/** Past this size code stays plain: highlighting it would cost more than it gives. */
export const MAX_HIGHLIGHT_CHARS = 100_000;

/**
 * Code is sent to the highlighter once it has been on screen this long: a row that only flashes by while the list
 * scrolls fast (gone the next frame) costs no worker round trip. Tokens only colour text, so nothing moves when they
 * arrive.
 */
export const HIGHLIGHT_DELAY_MS = 100;

type Result = { key: string; tokens: Token[][] | null };

/**
 * Shiki tokens for `code`, loaded lazily; null until ready, when disabled (the turn is not near the
 * viewport), for unknown languages, and when loading fails (plain text stays).
 */
export function useTokens(code: string, lang: ShikiLanguage | undefined, enabled: boolean): Token[][] | null {
  const key = `${lang ?? ''}\u0000${code}`;
  const [result, setResult] = useState<Result | null>(null);
  const active = enabled && lang !== undefined && code.length > 0 && code.length <= MAX_HIGHLIGHT_CHARS;
  useEffect(() => {
    if (!active || !lang) return;
    let live = true;
    const timer = setTimeout(() => {
      import('./tokenize')
        .then((highlight) => highlight.tokenize(code, lang))
        .then(
          (tokens) => live && setResult({ key, tokens }),
          () => live && setResult({ key, tokens: null }),
        );
    }, HIGHLIGHT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, code, lang, key]);
  return active && result?.key === key ? result.tokens : null;
}
