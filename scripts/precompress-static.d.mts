export const MIN_BYTES: number;
export const ZOPFLI_MAX_BYTES: number;
export function entryFiles(distDir: string): Promise<Set<string>>;
export function precompressStatic(
  distDir: string,
  options?: { zopfliFor?: Set<string> },
): Promise<{ written: number; zopfli: number; kept: number; skipped: number; rawBytes: number; gzBytes: number }>;
