import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
