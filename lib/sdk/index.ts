// The SDK's framework-free root: no React, Next or Node built-ins.
export { createPlatform } from './client';
export { ApiError, ConnectionError, TimeoutError, RequestAbortedError, HeadlessAuthError, isApiError, isFeatureDisabledError, featureDisabledKey, errorKindOfStatus, parseRetryAfter } from './errors';
export type { ApiErrorKind } from './errors';
export type { RetryPolicy, RetryOption } from './call-policy';
export type { ClientSource, Platform, PlatformConfig, ProjectHandle, RequestOptions, RuntimeClient, SandboxFiles, SessionHandle, UploadContent } from './platform-types';
export { configure, getClient, getAuthToken, authenticatedFetch, backendApi, getSessionHealth, files, runtime, type BackendRequestOptions } from './process-client';
export { setActiveSandbox, getActiveSandbox, clearActiveSandbox, PlatformNotConfiguredError, NoActiveSandboxError, type ActiveSandbox } from './process-state';
export { isRuntimeReady, parseSessionHealth, fileContentBytes, type SessionHealthResult } from './session-health';
export { SANDBOX_UPLOAD_LIMIT_BYTES, SANDBOX_FIND_LIMIT, SANDBOX_ROOT } from '@/lib/contract/types-sandbox';
export { createAuthSession, type AuthSessionHelper, type AuthSessionOptions, type AuthStorage } from './auth-session';
export * from './helpers';
export { CLIENT_SOURCE_HEADER, REQUEST_ID_HEADER } from '@/lib/contract/routes-core';
export type * from '@/lib/contract/types';
export type * from '@/lib/contract/types-repo';
export type * from '@/lib/contract/types-marketplace';
export type * from '@/lib/contract/types-sandbox';
export type * from '@/lib/contract/wire';
export { readSessionEvents, toSessionEvent, type SessionEvent } from './session-events';
