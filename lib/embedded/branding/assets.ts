import 'server-only';
import type { BrandingAssetKind } from '@/lib/contract/types-iam';
import { PlatformError, badRequest } from '../errors';

export const BRANDING_ASSET_KINDS: readonly BrandingAssetKind[] = ['logo', 'icon', 'favicon', 'logo_dark', 'icon_dark', 'favicon_dark'];
export const MAX_ASSET_BYTES = 256 * 1024;

/**
 * Raster formats only, each recognised by its first bytes, so a declared type cannot smuggle other content. SVG is
 * refused rather than sanitized: it can carry script and external references, and the console serves the asset as
 * a data URL in an <img>; a PNG exported from the same artwork does the job (docs/ACCOUNTS.md).
 */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a,
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.length > 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/x-icon': (b) => b.length > 4 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0,
};
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/vnd.microsoft.icon': 'image/x-icon' };

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

export function isAssetKind(kind: string): kind is BrandingAssetKind {
  return (BRANDING_ASSET_KINDS as readonly string[]).includes(kind);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The upload's bytes, checked: a known raster type whose bytes match it, at most MAX_ASSET_BYTES. */
export function checkAsset(kind: string, contentType: string, dataBase64: string): { kind: BrandingAssetKind; contentType: string; bytes: Buffer } {
  if (!isAssetKind(kind)) throw badRequest('unknown_asset_kind', `Asset kind must be one of ${BRANDING_ASSET_KINDS.join(', ')}`, { field: 'kind', allowed: BRANDING_ASSET_KINDS });
  const type = contentType.trim().toLowerCase().split(';')[0]!;
  const canonical = ALIASES[type] ?? type;
  if (canonical === 'image/svg+xml') {
    throw new PlatformError(415, 'unsupported_media_type', 'SVG is not accepted (it can carry scripts): upload a PNG, JPEG, WebP or ICO', { field: 'content_type', allowed: Object.keys(SIGNATURES) });
  }
  const matches = SIGNATURES[canonical];
  if (!matches) throw new PlatformError(415, 'unsupported_media_type', 'Upload a PNG, JPEG, WebP or ICO image', { field: 'content_type', allowed: Object.keys(SIGNATURES) });
  const clean = dataBase64.replace(/\s/g, '');
  if (!BASE64.test(clean) || clean.length % 4 === 1) throw badRequest('invalid_base64', 'data_base64 is not base64', { field: 'data_base64' });
  if (Math.floor((clean.length * 3) / 4) > MAX_ASSET_BYTES + 2) throw tooLarge();
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > MAX_ASSET_BYTES) throw tooLarge();
  if (!matches(bytes)) throw badRequest('content_mismatch', `The file is not a ${canonical.replace('image/', '').toUpperCase()} image`, { field: 'data_base64' });
  return { kind, contentType: canonical, bytes };
}

function tooLarge() {
  return new PlatformError(413, 'payload_too_large', `A branding asset is limited to ${MAX_ASSET_BYTES / 1024} KiB`, { field: 'data_base64', limit: MAX_ASSET_BYTES });
}
