// Outbound URLs the platform will call on a user's behalf (SIEM webhooks; later marketplace sources): https to a public
// host name only. Pure and browser-safe (no zod, no DNS), so forms, the contract and the platform share it.
//
// This is the boundary check on what is stored. A name can still resolve to a private address: whatever delivers to
// the URL must resolve it and refuse private, loopback and link-local answers at connect time (DNS rebinding).

export const SAFE_URL_MAX_LENGTH = 2_048;

type HostReason = 'loopback' | 'private' | 'link_local' | 'numeric_host';
export type UnsafeUrlReason = 'invalid' | 'too_long' | 'not_https' | 'credentials' | HostReason;

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: UnsafeUrlReason; message: string };

const refuse = (reason: UnsafeUrlReason, message: string): UrlCheck => ({ ok: false, reason, message });

/** Special-use names that never reach a public host (RFC 6761, RFC 6762, RFC 8375, ICANN's `.internal`) and common private suffixes. */
const LOOPBACK_NAMES = ['localhost'];
const LINK_LOCAL_NAMES = ['local'];
const PRIVATE_NAMES = ['internal', 'intranet', 'lan', 'home.arpa', 'corp', 'private', 'localdomain', 'test', 'invalid'];

const underName = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

function classifyIpv4(host: string): HostReason | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const [a, b] = [Number(match[1]), Number(match[2])];
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link_local';
  if (a === 0 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224) return 'private';
  return 'numeric_host';
}

function classifyIpv6(host: string): HostReason | null {
  if (!host.startsWith('[')) return null;
  const address = host.slice(1, -1);
  if (address === '::1') return 'loopback';
  if (address === '::') return 'private';
  if (/^fe[89ab]/.test(address)) return 'link_local';
  if (/^f[cd]/.test(address)) return 'private';
  // An IPv4-mapped address (::ffff:7f00:1) is the IPv4 address it maps.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
    return classifyIpv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`) ?? 'numeric_host';
  }
  return 'numeric_host';
}

const HOST_WORDS: Record<HostReason, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  link_local: 'a link-local address',
  numeric_host: 'a numeric address',
};

/**
 * Whether `input` is an https URL to a public host name: no user name or password, no numeric host (IPv4 in any
 * notation, IPv6), and no loopback, private or link-local name (`localhost`, `*.internal`, a single label…). Returns
 * the normalized URL, or the reason and a sentence for the user. Never throws.
 */
export function checkPublicHttpsUrl(input: unknown): UrlCheck {
  if (typeof input !== 'string' || input.trim() === '') return refuse('invalid', 'Enter a URL such as https://siem.example.com/hook');
  if (input.length > SAFE_URL_MAX_LENGTH) return refuse('too_long', `A URL has at most ${SAFE_URL_MAX_LENGTH} characters`);
  if (/[\s\u0000-\u001f\u007f]/.test(input)) return refuse('invalid', 'A URL has no spaces or control characters');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse('invalid', 'This is not a valid URL');
  }
  if (url.protocol !== 'https:') return refuse('not_https', 'The URL must use https');
  // `https://@host` parses with an empty user name: any `@` in the authority is refused, not only a non-empty one.
  const authority = input.slice(input.indexOf('//') + 2).split(/[/?#\\]/, 1)[0] ?? '';
  if (url.username || url.password || authority.includes('@')) return refuse('credentials', 'The URL must not contain a user name or password; use the signing secret');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const numeric = classifyIpv6(host) ?? classifyIpv4(host);
  if (numeric) return refuse(numeric, `The host ${url.hostname} is ${HOST_WORDS[numeric]}: use a public host name`);
  if (LOOPBACK_NAMES.some((name) => underName(host, name))) return refuse('loopback', `The host ${url.hostname} is a loopback name: use a public host name`);
  if (LINK_LOCAL_NAMES.some((name) => underName(host, name))) return refuse('link_local', `The host ${url.hostname} is a link-local name: use a public host name`);
  if (!host.includes('.') || PRIVATE_NAMES.some((name) => underName(host, name))) return refuse('private', `The host ${url.hostname} is a private name: use a public host name`);
  return { ok: true, url: url.href };
}
