// Agents print URLs of servers running inside their sandbox ("http://localhost:3000"). A browser
// cannot reach those; the console opens them through a platform proxy instead. The proxy base is
// the caller's (the spec names no proxy route; docs/SDK.md): a localhost URL with port P and path /x
// becomes `${proxyBase}/P/x`.

export interface LocalhostUrl {
  protocol: 'http' | 'https';
  /** As written: `localhost`, `127.0.0.1`, `0.0.0.0` or `[::1]`. */
  host: string;
  /** Explicit port, else 80/443 from the protocol. */
  port: number;
  /** Path, query and fragment; at least "/". */
  path: string;
}

export interface LocalhostProxyOptions {
  /** Absolute or same-origin base of the port proxy, e.g. `https://console.example/v1/projects/p1/sessions/s1/ports`. */
  proxyBase: string;
}

const HOST = String.raw`(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])`;
const LOCALHOST_URL = new RegExp(String.raw`\bhttps?://${HOST}(?::\d{1,5})?(?:[/?#][^\s<>"'\`)\]}]*)?`, 'gi');
const EXACT = new RegExp(String.raw`^(https?)://(${HOST})(?::(\d{1,5}))?([/?#].*)?$`, 'i');
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** Localhost URLs in a text, in order of first appearance, without duplicates or trailing punctuation. */
export function detectLocalhostUrls(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const match of text.matchAll(LOCALHOST_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (parseLocalhostUrl(url) && !seen.has(url)) {
      seen.add(url);
      urls.push(url);
    }
  }
  return urls;
}

/** The parts of a localhost URL, or undefined for any other URL (or an invalid port). */
export function parseLocalhostUrl(url: unknown): LocalhostUrl | undefined {
  if (typeof url !== 'string') return undefined;
  const match = EXACT.exec(url.trim());
  if (!match) return undefined;
  const protocol = match[1].toLowerCase() as 'http' | 'https';
  const port = match[3] === undefined ? (protocol === 'https' ? 443 : 80) : Number(match[3]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  const rest = match[4] ?? '/';
  return { protocol, host: match[2].toLowerCase(), port, path: rest.startsWith('/') ? rest : `/${rest}` };
}

function hasProxyBase(options: unknown): options is LocalhostProxyOptions {
  return typeof options === 'object' && options !== null && typeof (options as { proxyBase?: unknown }).proxyBase === 'string' && (options as LocalhostProxyOptions).proxyBase !== '';
}

function joinBase(base: string, tail: string): string {
  return base.replace(/\/+$/, '') + tail;
}

/** The proxied form of a localhost URL; any other URL is returned unchanged. */
export function rewriteLocalhostUrl(url: string, options: LocalhostProxyOptions): string {
  const parsed = parseLocalhostUrl(url);
  if (!parsed || !hasProxyBase(options)) return url;
  return joinBase(options.proxyBase, `/${parsed.port}${parsed.path}`);
}

/** Rewrites every localhost URL inside a text (e.g. an assistant answer before rendering it). */
export function proxyLocalhostUrl(text: string, options: LocalhostProxyOptions): string {
  if (typeof text !== 'string' || !hasProxyBase(options)) return typeof text === 'string' ? text : '';
  return text.replace(LOCALHOST_URL, (match) => {
    const url = match.replace(TRAILING_PUNCTUATION, '');
    return rewriteLocalhostUrl(url, options) + match.slice(url.length);
  });
}

/**
 * Same-origin URL of the web proxy for any http(s) page (used by the in-console browser for pages
 * that refuse framing): `${webProxyBase}/<scheme>/<host[:port]><path>`. Undefined for non-http(s) URLs.
 */
export function buildWebProxyUrl(targetUrl: unknown, webProxyBase: string): string | undefined {
  if (typeof targetUrl !== 'string') return undefined;
  const match = /^(https?):\/\/([^/?#\s]+)([^\s]*)$/i.exec(targetUrl.trim());
  if (!match || typeof webProxyBase !== 'string') return undefined;
  const path = match[3] === '' ? '/' : match[3].startsWith('/') ? match[3] : `/${match[3]}`;
  return joinBase(webProxyBase, `/${match[1].toLowerCase()}/${match[2]}${path}`);
}
