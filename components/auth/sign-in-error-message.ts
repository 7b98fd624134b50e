import { ApiError } from '@/lib/sdk/api-error';

/** Words for an error code that came back in the URL (`/sign-in?error=…`) from a redirect flow. */
export function authErrorCodeMessage(code: string): string {
  switch (code) {
    case 'access_denied':
      return 'You denied the sign-in at the provider, so you are not signed in.';
    case 'state_missing':
    case 'state_mismatch':
      return 'That sign-in link was already used or did not start here. Start the sign-in again.';
    case 'invalid_grant':
      return 'The provider’s sign-in code was wrong, expired or already used. Start the sign-in again.';
    case 'consent_expired':
      return 'The consent request expired. Start the sign-in again.';
    case 'provider_not_enabled':
      return 'That sign-in provider is not enabled.';
    case 'invalid_credentials':
      return 'Wrong email or password.';
    case 'invalid_request':
      return 'Enter your email and password.';
    case 'over_request_rate_limit':
      return 'Too many attempts. Wait a minute, then try again.';
    case 'upstream_timeout':
      return 'The platform did not answer in time. Try again in a moment.';
    default:
      return 'Sign-in did not complete. Try again.';
  }
}

function retryAfterSeconds(error: ApiError): number | null {
  const value = (error.body as { retry_after?: unknown } | null)?.retry_after;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}

/** Words for the sign-in form, chosen by error code. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Sign-in failed. Try again.';
  const wait = retryAfterSeconds(error);
  if (error.code === 'over_request_rate_limit' && wait) return `Too many attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;
  switch (error.code) {
    case 'invalid_credentials':
      return 'Wrong email or password.';
    case 'email_not_confirmed':
      return 'Confirm your email address first: follow the link we sent you.';
    case 'over_request_rate_limit':
      return 'Too many attempts. Wait a minute, then try again.';
    case 'csrf_rejected':
      return 'The request was blocked. Reload the page and try again.';
    case 'otp_invalid':
      return 'That code is wrong or has expired. Check the latest email, or send a new code.';
    case 'recovery_expired':
      return 'The reset code has expired or was already used. Ask for a new one.';
    case 'network_error':
    case 'upstream_unavailable':
      return 'The platform cannot be reached right now. Try again in a moment.';
    case 'upstream_timeout':
      return 'The platform did not answer in time. Try again in a moment.';
    case 'recovery_session_required':
      return 'This reset has already been used. Ask for a new code.';
    case 'app_origin_required':
      return 'This console cannot send emails yet: its administrator must set APP_ORIGIN.';
    default:
      return error.message || 'Sign-in failed. Try again.';
  }
}
