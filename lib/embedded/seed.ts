import 'server-only';
import { hashPassword, sha256 } from './crypto';
import { emptyStore, type Store } from './store';
import { seedRepos } from './repo/seed';
import { seedGitHost } from './git-host/seed';
import { seedSessions } from './sessions/seed-sessions';
import { seedAccess } from './seed-access';
import { seedGateway } from './gateway/seed';
import { seedBilling } from './billing/seed';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_USERS = {
  owner: { id: 'usr_demo', email: 'demo@example.com', name: 'Dana Demo' },
  member: { id: 'usr_member', email: 'member@example.com', name: 'Morgan Member' },
} as const;
export const DEMO_ACCOUNT_ID = 'acc_demo';

/** A service account with no assignment: every project call answers 403. Seeded for tests and demos. */
export const UNASSIGNED_SERVICE_ACCOUNT_TOKEN = `platform_sa_${sha256('demo-unassigned-sa').slice(0, 32)}`;

const SEED_TIME = '2026-01-15T09:00:00.000Z';

export const DEMO_PROJECTS = [
  {
    id: 'proj_storefront',
    name: 'Storefront',
    description: 'Customer-facing web shop: the checkout, catalog and search agents live here.',
  },
  {
    id: 'proj_support',
    name: 'Support Desk',
    description: 'Triage and answer support tickets with agents that read the help center.',
  },
  {
    id: 'proj_pipelines',
    name: 'Data Pipelines',
    description: 'Nightly ETL jobs, and the agents that repair them when an upstream schema changes.',
  },
] as const;

/** The demo data; `now` anchors session times (and the live session's simulation) to the platform clock. */
export function seedStore(now: number = Date.now()): Store {
  const store = emptyStore();
  for (const user of Object.values(DEMO_USERS)) {
    store.users.set(user.id, { ...user, passwordHash: hashPassword(DEMO_PASSWORD, user.id), confirmed: true, created_at: SEED_TIME });
  }
  store.accounts.set(DEMO_ACCOUNT_ID, { id: DEMO_ACCOUNT_ID, name: 'Acme', created_at: SEED_TIME });
  store.memberships.push(
    { account_id: DEMO_ACCOUNT_ID, user_id: DEMO_USERS.owner.id, role: 'owner', joined_at: SEED_TIME },
    { account_id: DEMO_ACCOUNT_ID, user_id: DEMO_USERS.member.id, role: 'member', joined_at: SEED_TIME },
  );
  for (const project of DEMO_PROJECTS) {
    store.projects.set(project.id, {
      ...project,
      account_id: DEMO_ACCOUNT_ID,
      created_at: SEED_TIME,
      updated_at: SEED_TIME,
      archived: false,
      features: {},
    });
  }
  store.assignments.set('asg_owner_manager', {
    id: 'asg_owner_manager',
    account_id: DEMO_ACCOUNT_ID,
    principal: { type: 'user', id: DEMO_USERS.owner.id },
    role: 'manager',
    scope: { type: 'account' },
    created_at: SEED_TIME,
  });
  store.assignments.set('asg_member_storefront', {
    id: 'asg_member_storefront',
    account_id: DEMO_ACCOUNT_ID,
    principal: { type: 'user', id: DEMO_USERS.member.id },
    role: 'member',
    scope: { type: 'project', project_id: 'proj_storefront' },
    created_at: SEED_TIME,
  });
  store.serviceAccounts.set('sa_unassigned', { id: 'sa_unassigned', account_id: DEMO_ACCOUNT_ID, name: 'ci-bot (no role yet)' });
  store.apiTokens.set(sha256(UNASSIGNED_SERVICE_ACCOUNT_TOKEN), {
    hash: sha256(UNASSIGNED_SERVICE_ACCOUNT_TOKEN),
    kind: 'service_account',
    principal: { type: 'service_account', id: 'sa_unassigned' },
    account_id: DEMO_ACCOUNT_ID,
    name: 'ci-bot',
  });
  seedAccess(store, { accountId: DEMO_ACCOUNT_ID, password: DEMO_PASSWORD, now, at: SEED_TIME });
  for (const [name, strategy] of [['PAYMENTS_API_KEY', 'runtime'], ['SEARCH_INDEX_URL', 'runtime'], ['TICKETS_API_TOKEN', 'broker']] as const) {
    const projectId = name === 'TICKETS_API_TOKEN' ? 'proj_support' : 'proj_storefront';
    store.secrets.set(`${projectId}/${name}`, { project_id: projectId, name, valueHash: sha256(`seeded ${name}`), strategy, hosts: [], updated_at: SEED_TIME, updated_by: DEMO_USERS.owner.id });
  }
  seedRepos(store);
  seedGitHost(store, DEMO_ACCOUNT_ID);
  seedSessions(store, now);
  seedGateway(store, DEMO_PROJECTS.map((p) => p.id), now);
  seedBilling(store, now);
  return store;
}
