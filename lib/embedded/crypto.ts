import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function hashPassword(password: string, salt: string): string {
  return `${salt}:${sha256(`${salt}:${password}`)}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashPassword(password, salt ?? ''));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

export function randomDigits(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => (b % 10).toString()).join('');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** An AES-256-GCM sealed value: what the saved state holds for a credential (never the value itself). */
export interface SealedValue {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

/** Encrypts `plain` with a 32-byte key; `context` (e.g. `projectId/slug`) is bound as associated data. */
export function seal(key: Uint8Array, plain: string, context: string): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** The plain value, or null when the key, the context or the sealed bytes do not match. */
export function unseal(key: Uint8Array, sealed: SealedValue, context: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
