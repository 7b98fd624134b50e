import { ApiError, featureDisabledKey, isFeatureDisabledError } from '@/lib/sdk';

export interface ErrorDescription {
  title: string;
  detail: string;
  code?: string;
  requestId?: string;
  retryable: boolean;
}

/** Turns any thrown value into words for a person; platform errors by `code`, never by message text. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    const detail = error instanceof Error && error.message ? error.message : 'Something unexpected happened.';
    return { title: 'Something went wrong', detail, retryable: true };
  }
  const base = { code: error.code, requestId: error.requestId };
  if (isFeatureDisabledError(error)) {
    const feature = featureDisabledKey(error) ?? 'this feature';
    return { ...base, title: 'Feature turned off', detail: `The ${feature} feature is off for this project. A project manager can turn it on.`, retryable: false };
  }
  switch (error.code) {
    case 'entitlement_required':
      return { ...base, title: 'Not included in your plan', detail: `${error.message}. Ask an account owner to upgrade.`, retryable: false };
    case 'network_error':
    case 'upstream_unavailable':
      return { ...base, title: 'The platform cannot be reached', detail: 'Check your connection, then try again.', retryable: true };
    case 'csrf_rejected':
      return { ...base, title: 'Request blocked', detail: 'The request did not come from this console. Reload the page and try again.', retryable: false };
  }
  if (error.status === 401) return { ...base, title: 'Signed out', detail: 'Your session has ended. Sign in again to continue.', retryable: false };
  if (error.status === 403) return { ...base, title: 'No access', detail: error.message, retryable: false };
  if (error.status === 404) return { ...base, title: 'Not found', detail: error.message, retryable: false };
  if (error.status === 429) return { ...base, title: 'Too many attempts', detail: error.message, retryable: true };
  if (error.status >= 500) return { ...base, title: 'The platform had a problem', detail: error.message, retryable: true };
  return { ...base, title: 'Request refused', detail: error.message, retryable: false };
}
