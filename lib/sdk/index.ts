// The SDK's framework-free root: no React, Next or Node built-ins.
export { createPlatform } from './client';
export { ApiError, HeadlessAuthError, isApiError, isFeatureDisabledError, featureDisabledKey } from './errors';
export type { ClientSource, Platform, PlatformConfig, ProjectHandle, RequestOptions, SessionHandle } from './platform-types';
export { createAuthSession, type AuthSessionHelper, type AuthSessionOptions, type AuthStorage } from './auth-session';
export * from './helpers';
export { CLIENT_SOURCE_HEADER, REQUEST_ID_HEADER } from '@/lib/contract/routes-core';
export type * from '@/lib/contract/types';
export type * from '@/lib/contract/types-repo';
export type * from '@/lib/contract/wire';
export { readSessionEvents, toSessionEvent, type SessionEvent } from './session-events';
