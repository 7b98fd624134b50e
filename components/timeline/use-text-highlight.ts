'use client';

import { useEffect, type RefObject } from 'react';

export const SEARCH_HIGHLIGHT = 'timeline-search';
/** The style of search matches (CSS Custom Highlight API; browsers without it show none). */
export const SEARCH_HIGHLIGHT_CSS = `::highlight(${SEARCH_HIGHLIGHT}) { background-color: rgb(250 204 21 / 0.55); color: inherit; }`;
const MAX_RANGES = 2000;

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

/**
 * Marks the search query's occurrences in the rows currently rendered, without touching the
 * React tree: ranges over text nodes, repainted when rows mount or change.
 */
export function useTextHighlight(ref: RefObject<HTMLElement | null>, query: string) {
  useEffect(() => {
    const registry = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS?.highlights;
    const HighlightCtor = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
    const container = ref.current;
    if (!registry || !HighlightCtor || !container) return;
    const needle = query.trim().toLowerCase();
    if (needle === '') {
      registry.delete(SEARCH_HIGHLIGHT);
      return;
    }
    let frame = 0;
    const paint = () => {
      frame = 0;
      const ranges: Range[] = [];
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && ranges.length < MAX_RANGES; node = walker.nextNode()) {
        const text = (node.nodeValue ?? '').toLowerCase();
        for (let i = text.indexOf(needle); i !== -1 && ranges.length < MAX_RANGES; i = text.indexOf(needle, i + needle.length)) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + needle.length);
          ranges.push(range);
        }
      }
      registry.set(SEARCH_HIGHLIGHT, new HighlightCtor(...ranges));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      registry.delete(SEARCH_HIGHLIGHT);
    };
  }, [ref, query]);
}
