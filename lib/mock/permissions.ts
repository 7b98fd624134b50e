import type { PermissionRow, Role } from '@/lib/contract/types';

// The catalog is built from the permission names the spec lists for `platform_cli` (both manifest versions).
const PROJECT_PERMISSIONS = [
  'project.read', 'project.write', 'project.delete',
  'project.session.read', 'project.session.start', 'project.session.stop', 'project.session.bindings.write', 'project.session.exec',
  'project.members.read', 'project.members.manage',
  'project.trigger.read', 'project.trigger.create', 'project.trigger.update', 'project.trigger.delete', 'project.trigger.fire',
  'project.gateway.logs.read', 'project.gateway.spend.read', 'project.gateway.budget.set', 'project.gateway.keys.manage', 'project.gateway.routing.edit',
  'project.agent.read', 'project.agent.write', 'project.skill.read', 'project.skill.write',
  'project.command.read', 'project.command.write', 'project.file.read', 'project.file.write',
  'project.customize.read', 'project.customize.write',
  'project.gitops.read', 'project.gitops.push', 'project.gitops.merge', 'project.gitops.ref.any', 'project.gitops.ref.delete',
  'project.secret.read', 'project.secret.write',
  'project.connector.read', 'project.connector.connections.manage', 'project.connector.write',
  'project.app.read', 'project.app.write', 'project.app.deploy',
  'project.review.read', 'project.review.submit', 'project.review.act',
  'project.credentials.issue', 'project.cr.open', 'project.cr.merge',
  'project.schedule.read', 'project.schedule.write', 'project.webhook.read', 'project.webhook.write',
  'channel.read', 'channel.connect', 'channel.send', 'channel.disconnect',
] as const;

export type Permission = (typeof PROJECT_PERMISSIONS)[number];

const WRITE_VERBS = ['write', 'start', 'stop', 'create', 'update', 'fire', 'push', 'open', 'submit', 'exec', 'connect', 'send', 'edit', 'set'];
const MANAGE_VERBS = ['manage', 'merge', 'deploy', 'act', 'issue', 'any', 'disconnect'];
const ADMIN_VERBS = ['delete'];

function levelOf(action: string): PermissionRow['level'] {
  const verb = action.split('.').at(-1) ?? '';
  if (ADMIN_VERBS.includes(verb)) return 'admin';
  if (MANAGE_VERBS.includes(verb)) return 'manage';
  if (WRITE_VERBS.includes(verb)) return 'write';
  return 'read';
}

function areaOf(action: string): string {
  const parts = action.split('.');
  return parts[0] === 'channel' ? 'channel' : (parts[1] ?? 'project');
}

function readOf(action: string): string | undefined {
  const parts = action.split('.');
  const candidate = [...parts.slice(0, -1), 'read'].join('.');
  return candidate !== action && (PROJECT_PERMISSIONS as readonly string[]).includes(candidate) ? candidate : undefined;
}

export const PERMISSION_CATALOG: PermissionRow[] = PROJECT_PERMISSIONS.map((action) => {
  const level = levelOf(action);
  const read = level === 'read' ? undefined : readOf(action);
  const implies = [...(read ? [read] : []), ...(action.startsWith('project.') && action !== 'project.read' ? ['project.read'] : [])];
  return {
    action,
    scope_type: 'project',
    resource_type: action.startsWith('channel.') ? 'channel' : areaOf(action),
    delegable: level !== 'admin',
    description: describe(action),
    area: areaOf(action),
    level,
    implies: [...new Set(implies)],
  };
});

function describe(action: string): string {
  const words = action.replace(/^project\./, '').split('.').join(' ');
  return `Allows ${words} in a project`;
}

const MEMBER_PERMISSIONS: Permission[] = [
  'project.read', 'project.session.read', 'project.session.start', 'project.session.stop',
  'project.members.read', 'project.trigger.read', 'project.agent.read', 'project.skill.read', 'project.command.read',
  'project.file.read', 'project.customize.read', 'project.gitops.read', 'project.connector.read', 'project.app.read',
  'project.review.read', 'project.review.submit', 'project.cr.open', 'project.gateway.logs.read', 'project.schedule.read',
  'project.webhook.read', 'channel.read',
];

export const ROLE_PERMISSIONS: Record<string, readonly string[]> = {
  manager: PROJECT_PERMISSIONS,
  member: MEMBER_PERMISSIONS,
};

export const ROLES: Role[] = [
  { id: 'manager', name: 'Manager', description: 'Manages the project: access, settings, gateway, merges', custom: false, scope_type: 'project' },
  { id: 'member', name: 'Member', description: 'Works in the project: sessions, reading, proposing changes', custom: false, scope_type: 'project' },
];

/** Adds every permission implied by the given ones. */
export function withImplied(actions: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const byAction = new Map(PERMISSION_CATALOG.map((row) => [row.action, row]));
  const visit = (action: string) => {
    if (out.has(action)) return;
    out.add(action);
    byAction.get(action)?.implies.forEach(visit);
  };
  for (const action of actions) visit(action);
  return out;
}
