// Reads the platform's `{ session, user }` answer (sign-in, refresh) into what the cookie keeps.
import 'server-only';
import { z } from 'zod';
import type { SessionData } from './session';

const authAnswerSchema = z.object({
  session: z.object({
    access_token: z.string().min(1),
    refresh_token: z.string().min(1),
    expires_at: z.number().finite().optional(),
    expires_in: z.number().finite().optional(),
  }),
  user: z.looseObject({ id: z.string().min(1) }),
});

export interface AuthAnswer {
  session: SessionData;
  /** The user record as the platform sent it (safe to show: it holds no token). */
  user: { id: string } & Record<string, unknown>;
}

/** Null when the body is not a usable `{ session, user }`. */
export function parseAuthAnswer(body: unknown, nowMs: number): AuthAnswer | null {
  const parsed = authAnswerSchema.safeParse(body);
  if (!parsed.success) return null;
  const { session, user } = parsed.data;
  const expiresAt = session.expires_at ?? Math.floor(nowMs / 1000) + (session.expires_in ?? 0);
  return {
    session: { accessToken: session.access_token, refreshToken: session.refresh_token, expiresAt, userId: user.id },
    user,
  };
}
