/** Screens that exist inside a project; the navigation shows only these. */
export const PROJECT_NAV = [{ href: '', label: 'Overview' }, { href: '/sessions', label: 'Sessions' }, { href: '/approvals', label: 'Approvals', count: 'approvals' }, { href: '/manifest', label: 'Manifest' }, { href: '/code', label: 'Code' }, { href: '/triggers', label: 'Triggers' }, { href: '/secrets', label: 'Secrets' }, { href: '/connectors', label: 'Connectors' }, { href: '/sandboxes', label: 'Sandboxes' }, { href: '/gateway', label: 'Gateway' }, { href: '/models', label: 'Models' }, { href: '/channels', label: 'Channels' }, { href: '/access', label: 'Access' }, { href: '/settings', label: 'Settings' }] as const;

/** An account's screens in the navigation (each shown only to a role that opens it: lib/iam/sections.ts). */
export const ACCOUNT_NAV = [{ href: '/access', label: 'Account access' }, { href: '/audit', label: 'Audit log' }, { href: '/billing', label: 'Billing' }] as const;
