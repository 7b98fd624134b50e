import { ApiError } from '@/lib/sdk';

/** Words for the sign-in form, chosen by error code. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Sign-in failed. Try again.';
  switch (error.code) {
    case 'invalid_credentials':
      return 'Wrong email or password.';
    case 'email_not_confirmed':
      return 'Confirm your email address first: follow the link we sent you.';
    case 'over_request_rate_limit':
      return 'Too many attempts. Wait a minute, then try again.';
    case 'csrf_rejected':
      return 'The request was blocked. Reload the page and try again.';
    case 'network_error':
    case 'upstream_unavailable':
      return 'The platform cannot be reached right now. Try again in a moment.';
    default:
      return error.message || 'Sign-in failed. Try again.';
  }
}
