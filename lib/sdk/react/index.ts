'use client';
// `@platform/sdk/react`: the provider, the hooks and the query-key factories. `react` and `@tanstack/react-query`
// are optional peer dependencies of the package; nothing here reaches console code.
export * from './context';
export * from './keys';
export * from './iam-keys';
export * from './accounts';
export * from './account-access';
export * from './account-members';
export * from './service-accounts';
export * from './personal-tokens';
export * from './project-access';
export * from './projects';
export * from './repo-files';
export * from './change-requests';
export * from './session-list';
export * from './session-live';
export * from './session-timeline';
