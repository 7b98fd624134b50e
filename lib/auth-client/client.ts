import type { User } from '@/lib/contract/types';
import { ConnectionError, HeadlessAuthError, parseErrorBody } from '@/lib/sdk/errors';

/** The console's own auth endpoints (`/api/auth/*`): tokens stay in the sealed cookie; the browser gets `{ user }`. */
export interface ConsoleAuthClient {
  me(): Promise<User | null>;
  signInWithPassword(input: { email: string; password: string }): Promise<User>;
  signOut(options?: { everywhere?: boolean }): Promise<void>;
  signUp(input: { email: string; password: string; next?: string }): Promise<{ requires_email_confirmation: boolean }>;
  sendMagicLink(input: { email: string; next?: string }): Promise<{ sent: true }>;
  verifyOtp(input: { email: string; token: string; type: 'magiclink' | 'recovery'; next?: string }): Promise<{ user?: User; next?: string; recovery?: true }>;
  resetPassword(input: { email: string }): Promise<{ sent: true }>;
  updatePassword(input: { password: string }): Promise<{ user: User }>;
}

async function postJson<T>(path: string, input: unknown): Promise<T> {
  const response = await call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  if (!response.ok) return fail(response);
  return (await response.json()) as T;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (cause) {
    throw new ConnectionError('Could not reach the console server', cause);
  }
  return response;
}

async function fail(response: Response): Promise<never> {
  const body = await response.json().catch(() => null);
  const { message, code } = parseErrorBody(body, response.status);
  throw new HeadlessAuthError({ status: response.status, message, code: code ?? 'auth_error', body, requestId: response.headers.get('x-request-id') ?? undefined });
}

export const consoleAuthClient: ConsoleAuthClient = {
  async me() {
    const response = await call('/api/auth/me');
    if (response.status === 401) return null;
    if (!response.ok) return fail(response);
    return ((await response.json()) as { user: User }).user;
  },
  async signInWithPassword(input) {
    const response = await call('/api/auth/sign-in/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (!response.ok) return fail(response);
    return ((await response.json()) as { user: User }).user;
  },
  async signOut(options) {
    const response = await call(options?.everywhere ? '/api/auth/sign-out?scope=global' : '/api/auth/sign-out', { method: 'POST' });
    if (!response.ok && response.status !== 401) return fail(response);
  },
  signUp: (input) => postJson('/api/auth/sign-up', input),
  sendMagicLink: (input) => postJson('/api/auth/sign-in/magic-link', input),
  verifyOtp: (input) => postJson('/api/auth/verify-otp', input),
  resetPassword: (input) => postJson('/api/auth/password/reset', input),
  updatePassword: (input) => postJson('/api/auth/password/update', input),
};
