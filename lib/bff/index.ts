// Server-only entry of the backend-for-frontend. Route handlers import from here.
import 'server-only';
export { signInWithPassword, signOut, me } from './auth-handlers';
export { providerCallback, resetPassword, sendMagicLink, signUp, startProviderSignIn, updatePassword, verifyOtp } from './auth-flows';
export { answerDemoCheckout, decideDemoConsent, describeDemoCheckout, describeDemoConsent, describeDemoPortal, readOutbox } from './dev-tools';
export { proxyRequest } from './proxy';
export { completeSetupLink, readSetupLink } from './setup-link';
export { readInvite, type InviteRead } from './invite-link';
export { openSharedPort } from './shared-port';
export { createBff, getBff, type Bff, type BffOptions } from './context';
export { embeddedUpstream, httpUpstream, type Upstream } from './upstream';
export { jsonError } from './errors';
