/**
 * A URL that is safe to put in `href`/`src`: http(s) and blob always; `data:` only for images
 * (as an `<img>` source) and PDFs. Anything else (javascript:, vbscript:, file:, malformed) → undefined.
 */
export function safeUrl(url: unknown, use: 'link' | 'image'): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https' || scheme === 'blob') return trimmed;
  if (scheme === 'data') {
    const mime = /^data:([^;,]*)/i.exec(trimmed)?.[1]?.toLowerCase() ?? '';
    if (use === 'image' && mime.startsWith('image/') && mime !== 'image/svg+xml') return trimmed;
    if (use === 'link' && mime === 'application/pdf') return trimmed;
  }
  return undefined;
}

/** The host of an http(s) URL (an image from elsewhere), or undefined for data:, blob: and malformed URLs. */
export function remoteHost(url: string): string | undefined {
  if (!/^https?:/i.test(url)) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
