// Which console sections a user can open, from their effective permissions: one rule for the navigation (it lists
// only these) and the pages (they read nothing the user cannot read). A section opens with any one of its permissions.
// An account's sections, decided by the account role: account-sections.ts.

/** A project section, by its path below `/projects/{id}` ('' is the overview). */
export const PROJECT_SECTION_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  '': ['project.read'],
  '/sessions': ['project.session.read'],
  '/approvals': ['project.review.read'],
  '/manifest': ['project.file.read'],
  '/code': ['project.file.read'],
  '/triggers': ['project.trigger.read'],
  '/secrets': ['project.secret.read'],
  '/connectors': ['project.connector.read'],
  '/marketplace': ['project.customize.read'],
  '/sandboxes': ['project.read'],
  '/gateway': ['project.gateway.spend.read', 'project.gateway.logs.read', 'project.gateway.keys.manage', 'project.session.start'],
  '/models': ['project.read'],
  '/channels': ['channel.read'],
  '/access': ['project.members.read'],
  '/settings': ['project.read'],
};

/** The gateway's tabs, by their path below `/gateway`. */
export const GATEWAY_TAB_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  '': ['project.gateway.spend.read'],
  '/breakdown': ['project.gateway.spend.read'],
  '/logs': ['project.gateway.logs.read'],
  '/errors': ['project.gateway.logs.read'],
  '/budgets': ['project.gateway.spend.read'],
  '/keys': ['project.gateway.keys.manage'],
  '/routing': ['project.read'],
  '/playground': ['project.session.start'],
};

/** The connector area's tabs, by their path below `/connectors` (setup links hand out secrets or connections). */
export const CONNECTOR_TAB_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  '': ['project.connector.read'],
  '/tools': ['project.connector.read'],
  '/policies': ['project.connector.read'],
  '/setup-links': ['project.secret.write', 'project.connector.write'],
};

function permissionSet(permissions: unknown): ReadonlySet<string> {
  return new Set(Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : []);
}

/** Whether permissions (anything: a malformed value opens nothing) include one of `anyOf`. An unknown section is closed. */
export function canOpen(permissions: unknown, anyOf: readonly string[] | undefined): boolean {
  if (!Array.isArray(anyOf) || anyOf.length === 0) return false;
  const held = permissionSet(permissions);
  return anyOf.some((p) => held.has(p));
}

export function canOpenProjectSection(permissions: unknown, href: string): boolean {
  return canOpen(permissions, Object.hasOwn(PROJECT_SECTION_PERMISSIONS, href) ? PROJECT_SECTION_PERMISSIONS[href] : undefined);
}

export function canOpenGatewayTab(permissions: unknown, href: string): boolean {
  return canOpen(permissions, Object.hasOwn(GATEWAY_TAB_PERMISSIONS, href) ? GATEWAY_TAB_PERMISSIONS[href] : undefined);
}

export function canOpenConnectorTab(permissions: unknown, href: string): boolean {
  return canOpen(permissions, Object.hasOwn(CONNECTOR_TAB_PERMISSIONS, href) ? CONNECTOR_TAB_PERMISSIONS[href] : undefined);
}

/** Where the gateway's entry in the navigation leads: its first tab the user can open, or null when none. */
export function gatewayEntry(permissions: unknown): string | null {
  return Object.keys(GATEWAY_TAB_PERMISSIONS).find((href) => canOpenGatewayTab(permissions, href)) ?? null;
}
