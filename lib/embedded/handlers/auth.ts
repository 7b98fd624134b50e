import 'server-only';
import { contract } from '@/lib/contract';
import { PlatformError, badRequest } from '../errors';
import { hashPassword, pkceChallenge, randomToken, verifyPassword } from '../crypto';
import { nextId } from '../store';
import { OTP_TTL_MS, consumeCode, dropCodes, issueCode, pendingSignUpHas } from '../otp';
import { addUser, findUserByEmail as userWithEmail } from '../users-by-email';
import { noContent, on, type HandlerContext, type HandlerTable, type PlatformRuntime } from '../runtime';
import { recordAudit } from '../audit';
import { publicUser, refreshAuthSession, resolveCaller, revokeAuthSession, startAuthSession } from '../tokens';

const ops = contract.auth;
/** Redirect allow-list: the console's own origins (any localhost port) and APP_ORIGIN. */
function redirectAllowed(url: string): boolean {
  try {
    const { hostname, origin } = new URL(url);
    return hostname === 'localhost' || hostname === '127.0.0.1' || origin === process.env.APP_ORIGIN;
  } catch {
    return false;
  }
}

/** A sign-in is recorded in every account of the user (it is not scoped to one). */
function auditSignIn(ctx: Pick<HandlerContext, 'rt' | 'request'>, userId: string, method: string, outcome: 'success' | 'failure') {
  for (const m of ctx.rt.store.memberships) {
    if (m.user_id === userId) recordAudit(ctx, { accountId: m.account_id, action: 'auth.sign_in', actor: { type: 'user', id: userId }, outcome, metadata: { method } });
  }
}

const findUserByEmail = (rt: PlatformRuntime, email: string) => userWithEmail(rt.store, email);

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid email or password');

function sendCode(rt: PlatformRuntime, to: string, kind: 'magiclink' | 'recovery', redirectTo?: string, passwordHash?: string) {
  const code = issueCode(rt.store, to, kind, rt.now(), passwordHash);
  const url = new URL(redirectTo ?? 'http://localhost:3000/auth/confirm');
  url.searchParams.set('email', to);
  url.searchParams.set('token', code);
  url.searchParams.set('type', kind);
  const link = url.toString();
  rt.store.outbox.push({ to, kind, code, link, sentAt: rt.now() });
}

export const authHandlers: HandlerTable = {
  'auth.signUp': on(ops.signUp, async ({ rt, input }) => {
    if (input.redirect_to && !redirectAllowed(input.redirect_to)) throw badRequest('redirect_not_allowed', 'redirect_to is not on the allow-list');
    // The same answer whether or not the address has an account; its owner gets an email instead (as Supabase does).
    const existing = findUserByEmail(rt, input.email);
    if (existing && existing.confirmed) {
      rt.store.outbox.push({ to: existing.email, kind: 'existing_account', code: '', link: `${new URL(input.redirect_to ?? 'http://localhost:3000/').origin}/sign-in`, sentAt: rt.now() });
    } else {
      // Not confirmed yet: the account has no password. The password travels with this sign-up's code and is set only
      // when that code is confirmed, so a second sign-up (or a pre-hijacking first one) never replaces or sets it.
      const user = existing ?? { id: nextId(rt.store, 'usr'), email: input.email, name: input.email.split('@')[0], passwordHash: '', confirmed: false, created_at: new Date(rt.now()).toISOString() };
      if (!existing) addUser(rt.store, user);
      sendCode(rt, input.email, 'magiclink', input.redirect_to, hashPassword(input.password, user.id));
    }
    return { session: null, user: null, requires_email_confirmation: true };
  }),

  'auth.signInWithPassword': on(ops.signInWithPassword, async (ctx) => {
    const { rt, input } = ctx;
    const user = findUserByEmail(rt, input.email);
    if (user && !user.confirmed) {
      // The password of a pending sign-up: say what is missing (the code), without making it the account's password.
      if (pendingSignUpHas(rt.store, user.email, (hash) => verifyPassword(input.password, hash), rt.now())) throw badRequest('email_not_confirmed', 'Confirm your email address first');
      throw invalidCredentials();
    }
    if (!user || !user.passwordHash || !verifyPassword(input.password, user.passwordHash)) {
      if (user) auditSignIn(ctx, user.id, 'password', 'failure');
      throw invalidCredentials();
    }
    auditSignIn(ctx, user.id, 'password', 'success');
    return startAuthSession(rt, user.id);
  }),

  'auth.sendMagicLink': on(ops.sendMagicLink, async ({ rt, input }) => {
    if (input.redirect_to && !redirectAllowed(input.redirect_to)) throw badRequest('redirect_not_allowed', 'redirect_to is not on the allow-list');
    // Answer the same whether or not the address exists, so the route cannot be used to probe for accounts.
    if (findUserByEmail(rt, input.email)) sendCode(rt, input.email, 'magiclink', input.redirect_to);
    return { sent: true };
  }),

  'auth.verifyOtp': on(ops.verifyOtp, async (ctx) => {
    const { rt, input } = ctx;
    const user = findUserByEmail(rt, input.email);
    const match = user ? consumeCode(rt.store, user.email, input.type, input.token, rt.now()) : null;
    if (!user || !match) throw badRequest('otp_invalid', 'The code is wrong or has expired');
    if (!user.confirmed) {
      // Confirming sets the password of the sign-up whose code this is; a magic-link code sets none.
      user.passwordHash = match.passwordHash ?? '';
      user.confirmed = true;
    }
    auditSignIn(ctx, user.id, input.type === 'recovery' ? 'recovery_code' : 'email_code', 'success');
    return startAuthSession(rt, user.id, { recovery: input.type === 'recovery' });
  }),

  'auth.signInWithProvider': on(ops.signInWithProvider, async ({ rt, input }) => {
    if (input.provider !== 'demo') throw badRequest('provider_not_enabled', `The provider ${input.provider} is not enabled`);
    if (!redirectAllowed(input.redirect_to)) throw badRequest('redirect_not_allowed', 'redirect_to is not on the allow-list');
    // The embedded "demo" provider asks first: its consent page (in the console, embedded mode only) allows or denies.
    const request = randomToken(16);
    rt.store.consents.set(request, { redirectTo: input.redirect_to, challenge: input.code_challenge, expiresAt: rt.now() + OTP_TTL_MS });
    return { url: `${new URL(input.redirect_to).origin}/auth/demo-consent?request=${request}` };
  }),

  'auth.exchangeCode': on(ops.exchangeCode, async (ctx) => {
    const { rt, input } = ctx;
    const pending = rt.store.oauthCodes.get(input.code);
    rt.store.oauthCodes.delete(input.code);
    if (!pending || pending.expiresAt < rt.now()) throw badRequest('invalid_grant', 'The sign-in code is wrong or has expired');
    if (pending.challenge && pkceChallenge(input.code_verifier) !== pending.challenge) {
      throw badRequest('invalid_grant', 'The code verifier does not match');
    }
    auditSignIn(ctx, pending.userId, 'provider', 'success');
    return startAuthSession(rt, pending.userId);
  }),

  'auth.refresh': on(ops.refresh, async ({ rt, input }) => refreshAuthSession(rt, input.refresh_token)),

  'auth.resetPassword': on(ops.resetPassword, async ({ rt, input }) => {
    if (input.redirect_to && !redirectAllowed(input.redirect_to)) throw badRequest('redirect_not_allowed', 'redirect_to is not on the allow-list');
    if (findUserByEmail(rt, input.email)) sendCode(rt, input.email, 'recovery', input.redirect_to);
    return { sent: true };
  }),

  // Only the session a password-reset code started may set the password, once: never a PAT, a service-account token, a
  // project key or an ordinary sign-in (a narrow CI token must not become an account takeover). The reset ends every
  // other session of the user and spends the codes still pending for the address.
  'auth.updatePassword': on(ops.updatePassword, async ({ rt, input, bearer }) => {
    const caller = await resolveCaller(rt, bearer, { allowRecovery: true });
    const session = caller.sessionId ? rt.store.authSessions.get(caller.sessionId) : undefined;
    const user = caller.principal.type === 'user' ? rt.store.users.get(caller.principal.id) : undefined;
    if (!user || !session?.recovery) {
      throw new PlatformError(403, 'recovery_session_required', 'Only the session from a password-reset code can set a new password: ask for a reset code');
    }
    user.passwordHash = hashPassword(input.password, user.id);
    session.recovery = false;
    for (const other of rt.store.authSessions.values()) if (other.userId === user.id && other.id !== session.id) revokeAuthSession(rt, other.id);
    dropCodes(rt.store, user.email);
    return { user: publicUser(user) };
  }),

  'auth.user': on(ops.user, async ({ rt, bearer }) => {
    const caller = await resolveCaller(rt, bearer);
    const user = caller.principal.type === 'user' ? rt.store.users.get(caller.principal.id) : undefined;
    if (!user) throw new PlatformError(401, 'unauthorized', 'The token does not belong to a user');
    return { user: publicUser(user) };
  }),

  'auth.signOutEverywhere': on(ops.signOutEverywhere, async ({ rt, bearer }) => {
    const caller = await resolveCaller(rt, bearer);
    if (caller.principal.type !== 'user' || !caller.sessionId) throw new PlatformError(401, 'unauthorized', 'Sign in to sign out everywhere');
    for (const session of rt.store.authSessions.values()) if (session.userId === caller.principal.id) revokeAuthSession(rt, session.id);
    return noContent();
  }),

  'auth.signOut': on(ops.signOut, async ({ rt, bearer }) => {
    const caller = await resolveCaller(rt, bearer, { allowRecovery: true });
    if (caller.sessionId) revokeAuthSession(rt, caller.sessionId);
    return noContent();
  }),
};
