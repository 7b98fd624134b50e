// Small deterministic number sources for the generated traffic: the same seed gives the same 100,000 requests.

import 'server-only';

/** mulberry32: a fast 32-bit PRNG; returns a function giving floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A well-mixed 32-bit hash of a few integers (for per-row facts rebuilt on demand, e.g. a log's attempt durations). */
export function hash32(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** hash32 as a float in [0, 1). */
export const unit = (...values: number[]) => hash32(...values) / 4294967296;

/** A string's 32-bit FNV-1a hash (to seed a project's generator from its id). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Picks an index with probability proportional to its weight, given u in [0, 1). */
export function pickWeighted(weights: ArrayLike<number>, u: number): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i];
  let x = u * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}
