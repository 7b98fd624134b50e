import { z } from 'zod';
import { POST, GET } from '../define';
import { authInputs } from '../auth-inputs';
import type { SessionAndUser, SignUpResult, User } from '../types';

const { email, redirectTo } = authInputs;

export const authOps = {
  signUp: POST<SignUpResult>()('/auth/signup', 'Create a user; may require email confirmation', {
    public: true,
    input: authInputs.signUp,
  }),
  signInWithPassword: POST<SessionAndUser>()('/auth/sign-in/password', 'Sign in with email and password', {
    public: true,
    input: authInputs.signInWithPassword,
  }),
  sendMagicLink: POST<{ sent: true }>()('/auth/sign-in/magic-link', 'Email a sign-in link and a 6-digit code', {
    public: true,
    input: z.object({ email, redirect_to: redirectTo }),
  }),
  verifyOtp: POST<SessionAndUser>()('/auth/verify-otp', 'Exchange an emailed 6-digit code for a session', {
    public: true,
    input: z.object({ email, token: z.string().regex(/^\d{6}$/, 'The code has 6 digits'), type: z.enum(['magiclink', 'recovery']) }),
  }),
  signInWithProvider: POST<{ url: string }>()('/auth/sign-in/oauth', 'Start a provider sign-in (PKCE); answers the URL to open', {
    public: true,
    input: z.object({
      provider: z.string().min(1),
      redirect_to: z.url(),
      code_challenge: z.string().min(43).max(128).optional(),
      code_challenge_method: z.literal('S256').optional(),
    }),
  }),
  exchangeCode: POST<SessionAndUser>()('/auth/oauth/exchange', 'Exchange the provider redirect code and PKCE verifier for a session', {
    public: true,
    input: z.object({ code: z.string().min(1), code_verifier: z.string().min(43).max(128) }),
  }),
  refresh: POST<SessionAndUser>()('/auth/refresh', 'Rotate the refresh token and issue a new session', {
    public: true,
    input: z.object({ refresh_token: z.string().min(1) }),
  }),
  resetPassword: POST<{ sent: true }>()('/auth/password/reset', 'Email a recovery code', {
    public: true,
    input: z.object({ email, redirect_to: redirectTo }),
  }),
  updatePassword: POST<{ user: User }>()('/auth/password/update', 'Set a new password with the recovery session token', {
    public: true,
    input: authInputs.updatePassword,
    args: ['$input', '$token'],
  }),
  user: GET<{ user: User }>()('/auth/user', 'The user of a token', { public: true, args: ['$token'] }),
  signOut: POST<void>()('/auth/sign-out', 'Revoke the session of a token', { public: true, args: ['$token'] }),
  signOutEverywhere: POST<void>()('/auth/sign-out/all', "Revoke every session of the token's user (sign out of all devices)", { public: true, args: ['$token'] }),
};
