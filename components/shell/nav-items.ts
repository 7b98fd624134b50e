/** Screens that exist inside a project; the navigation shows only these. */
export const PROJECT_NAV = [{ href: '', label: 'Overview' }, { href: '/sessions', label: 'Sessions' }, { href: '/manifest', label: 'Manifest' }, { href: '/triggers', label: 'Triggers' }, { href: '/secrets', label: 'Secrets' }, { href: '/connectors', label: 'Connectors' }, { href: '/access', label: 'Access' }] as const;
