// Emailed codes (sign-up confirmation, magic link, password reset): six digits, ten minutes, a few wrong guesses.
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { randomDigits } from './crypto';
import type { PendingCode, Store } from './store';

export const OTP_TTL_MS = 10 * 60_000;
/** Wrong guesses against an address's pending codes before they are all spent (a new code must be asked for). */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** Codes of one kind kept per address: asking again adds a code, the oldest beyond this is dropped. */
export const OTP_MAX_PENDING = 3;

/**
 * Issues a new code for the address. Codes of the same kind already pending stay valid (each is bound to what its own
 * request carried: a sign-up's password); a code of the other kind replaces them.
 */
export function issueCode(store: Store, email: string, type: 'magiclink' | 'recovery', now: number, passwordHash?: string): string {
  const key = email.toLowerCase();
  const code = randomDigits(6);
  const entry: PendingCode = { code, expiresAt: now + OTP_TTL_MS, ...(passwordHash ? { passwordHash } : {}) };
  const pending = store.otps.get(key);
  if (pending && pending.type === type) {
    pending.codes = [...pending.codes.filter((c) => c.expiresAt >= now), entry].slice(-OTP_MAX_PENDING);
  } else {
    store.otps.set(key, { type, codes: [entry], wrongAttempts: 0 });
  }
  return code;
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a code: the matching unexpired code, or null. A match spends every pending code of the address; a wrong guess
 * counts, and the fifth wrong guess spends them all, so the right code no longer works either.
 */
export function consumeCode(store: Store, email: string, type: 'magiclink' | 'recovery', token: string, now: number): PendingCode | null {
  const key = email.toLowerCase();
  const pending = store.otps.get(key);
  if (!pending) return null;
  const match = pending.type === type ? pending.codes.find((c) => c.expiresAt >= now && sameCode(c.code, token)) : undefined;
  if (match) {
    store.otps.delete(key);
    return match;
  }
  pending.wrongAttempts += 1;
  if (pending.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) store.otps.delete(key);
  return null;
}

/** Every pending code of the address is spent (its password was just set). */
export function dropCodes(store: Store, email: string): void {
  store.otps.delete(email.toLowerCase());
}

/** Whether a password matches the one of a pending sign-up of this address (to say "confirm your email first"). */
export function pendingSignUpHas(store: Store, email: string, matches: (passwordHash: string) => boolean, now: number): boolean {
  const pending = store.otps.get(email.toLowerCase());
  return !!pending && pending.codes.some((c) => c.expiresAt >= now && c.passwordHash !== undefined && matches(c.passwordHash));
}
