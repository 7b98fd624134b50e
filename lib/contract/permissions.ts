import type { PermissionRow, Role } from './types';

// The project actions are the permission names the spec lists for `platform_cli` (both manifest versions). The account
// actions are ours: the spec names none, and the console needs to say who may change access, members and tokens.
const PROJECT_ACTIONS = [
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

const ACCOUNT_ACTIONS = [
  'account.read', 'account.update', 'account.delete',
  'account.members.read', 'account.members.manage',
  'account.iam.read', 'account.iam.manage',
  'account.service_accounts.read', 'account.service_accounts.manage',
  'account.audit.read',
  'account.billing.read', 'account.billing.manage',
] as const;

export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
export type Action = ProjectAction | AccountAction;

const WRITE_VERBS = ['write', 'start', 'stop', 'create', 'update', 'fire', 'push', 'open', 'submit', 'exec', 'connect', 'send', 'edit', 'set'];
const MANAGE_VERBS = ['manage', 'merge', 'deploy', 'act', 'issue', 'any', 'disconnect'];

function levelOf(action: string): PermissionRow['level'] {
  const verb = action.split('.').at(-1) ?? '';
  if (verb === 'delete') return 'admin';
  if (MANAGE_VERBS.includes(verb)) return 'manage';
  if (WRITE_VERBS.includes(verb)) return 'write';
  return 'read';
}

function areaOf(action: string): string {
  const parts = action.split('.');
  if (parts[0] === 'channel') return 'channel';
  return parts.length > 2 ? parts[1] : parts[0];
}

const ALL: readonly string[] = [...PROJECT_ACTIONS, ...ACCOUNT_ACTIONS];

/** The read action of the same area (`project.secret.write` → `project.secret.read`), when the catalog has one. */
function readOf(action: string): string | undefined {
  const candidate = [...action.split('.').slice(0, -1), 'read'].join('.');
  return candidate !== action && ALL.includes(candidate) ? candidate : undefined;
}

function rootRead(action: string): string | undefined {
  if (action.startsWith('project.') && action !== 'project.read') return 'project.read';
  if (action.startsWith('channel.')) return 'project.read';
  if (action.startsWith('account.') && action !== 'account.read') return 'account.read';
  return undefined;
}

function describe(action: string): string {
  const [root, ...rest] = action.split('.');
  const words = rest.join(' ').replaceAll('_', ' ');
  if (root === 'account') return `Allows ${words} on the account`;
  if (root === 'channel') return `Allows channel ${words} in a project`;
  return `Allows ${words} in a project`;
}

export const PERMISSION_CATALOG: readonly PermissionRow[] = ALL.map((action) => {
  const level = levelOf(action);
  const implied = [level === 'read' ? undefined : readOf(action), rootRead(action)].filter((a): a is string => !!a);
  return {
    action,
    scope_type: action.startsWith('account.') ? 'account' : 'project',
    resource_type: action.startsWith('account.') ? 'account' : action.startsWith('channel.') ? 'channel' : areaOf(action),
    delegable: level !== 'admin',
    description: describe(action),
    area: areaOf(action),
    level,
    implies: [...new Set(implied)],
  };
});

const MEMBER_ACTIONS: readonly ProjectAction[] = [
  'project.read', 'project.session.read', 'project.session.start', 'project.session.stop',
  'project.members.read', 'project.trigger.read', 'project.agent.read', 'project.skill.read', 'project.command.read',
  'project.file.read', 'project.customize.read', 'project.gitops.read', 'project.connector.read', 'project.app.read',
  'project.review.read', 'project.review.submit', 'project.cr.open', 'project.gateway.logs.read', 'project.schedule.read',
  'project.webhook.read', 'channel.read',
];

export interface BuiltInRole extends Omit<Role, 'permissions'> {
  permissions: readonly string[];
}

/**
 * Built-in roles. Project roles are the spec's `manager` and `member`. Account roles are `owner`, `admin` and
 * `member` (docs/ACCESS.md): they govern the account itself and grant nothing inside projects.
 */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    id: 'manager', name: 'Manager', custom: false, scope_type: 'project', permissions: PROJECT_ACTIONS,
    description: 'Manages the project: access, settings, gateway, merges',
  },
  {
    id: 'member', name: 'Member', custom: false, scope_type: 'project', permissions: MEMBER_ACTIONS,
    description: 'Works in the project: sessions, reading, proposing changes',
  },
  {
    id: 'account_owner', name: 'Account owner', custom: false, scope_type: 'account', permissions: ACCOUNT_ACTIONS,
    description: 'Owns the account: members, access, service accounts, audit, billing; an account always keeps one',
  },
  {
    id: 'account_admin', name: 'Account admin', custom: false, scope_type: 'account',
    permissions: ACCOUNT_ACTIONS.filter((a) => a !== 'account.delete' && a !== 'account.billing.manage'),
    description: 'Administers members, access and service accounts; reads billing; cannot change the plan or delete the account',
  },
  {
    id: 'account_member', name: 'Account member', custom: false, scope_type: 'account',
    permissions: ['account.read', 'account.members.read', 'account.iam.read', 'account.service_accounts.read'],
    description: 'Belongs to the account and can see who has access',
  },
];

/**
 * Roles no assignment may hold. Ownership is a membership: only an owner makes someone owner (Members), a service
 * account is never one, and the account always keeps one (`last_owner`); an assignment would bypass all three.
 */
export const UNASSIGNABLE_ROLES: ReadonlySet<string> = new Set(['account_owner']);

/** The account role a membership (`owner`, `admin`, `member`) holds. */
export const accountRoleId = (role: string) => `account_${role}`;
