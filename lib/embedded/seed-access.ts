import 'server-only';
import { hashPassword } from './crypto';
import type { AssignmentRecord, Store } from './store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const GLOBEX_ACCOUNT_ID = 'acc_globex';
export const LARGE_ACCOUNT_ID = 'acc_initech';
export const CONTRACTOR = { id: 'usr_contractor', email: 'casey@example.com', name: 'Casey Contractor' } as const;

function assign(store: Store, record: Omit<AssignmentRecord, 'created_at'> & { created_at?: string }, at: string): void {
  store.assignments.set(record.id, { created_at: at, ...record });
}

/** Acme's access story: groups, a service account, an expired and an object-narrowed assignment, an invite, a request. */
function seedAcme(store: Store, accountId: string, password: string, now: number, at: string): void {
  store.users.set(CONTRACTOR.id, { ...CONTRACTOR, passwordHash: hashPassword(password, CONTRACTOR.id), confirmed: true, created_at: at });
  store.memberships.push({ account_id: accountId, user_id: CONTRACTOR.id, role: 'member', joined_at: at });
  store.groups.set('grp_storefront_eng', { id: 'grp_storefront_eng', account_id: accountId, name: 'Storefront engineers', description: 'Everyone who ships the web shop', member_ids: ['usr_demo', 'usr_member'], created_at: at });
  store.groups.set('grp_support', { id: 'grp_support', account_id: accountId, name: 'Support team', description: 'Agents and people answering tickets', member_ids: ['usr_demo'], created_at: at });
  assign(store, { id: 'asg_support_group', account_id: accountId, principal: { type: 'group', id: 'grp_support' }, role: 'member', scope: { type: 'project', project_id: 'proj_support' }, granted_by: 'usr_demo' }, at);
  assign(store, { id: 'asg_group_checkout', account_id: accountId, principal: { type: 'group', id: 'grp_storefront_eng' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, object: { type: 'agent', id: 'checkout' }, granted_by: 'usr_demo' }, at);
  assign(store, { id: 'asg_member_pipelines_expired', account_id: accountId, principal: { type: 'user', id: 'usr_member' }, role: 'manager', scope: { type: 'project', project_id: 'proj_pipelines' }, expires_at: new Date(now - 2 * DAY).toISOString(), granted_by: 'usr_demo' }, at);
  assign(store, { id: 'asg_member_catalog', account_id: accountId, principal: { type: 'user', id: 'usr_member' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, object: { type: 'agent', id: 'catalog' }, expires_at: new Date(now + 2 * DAY).toISOString(), granted_by: 'usr_demo' }, at);
  store.serviceAccounts.set('sa_deploy', { id: 'sa_deploy', account_id: accountId, name: 'deploy-bot', description: 'Ships Storefront from CI', created_at: at, created_by: 'usr_demo' });
  assign(store, { id: 'asg_deploy_storefront', account_id: accountId, principal: { type: 'service_account', id: 'sa_deploy' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, granted_by: 'usr_demo' }, at);
  store.invites.set('inv_seed_newhire', {
    id: 'inv_seed_newhire', account_id: accountId, email: 'new-hire@example.com', role: 'member', project: { id: 'proj_storefront', role: 'member' },
    invited_by: 'usr_demo', created_at: at, expires_at: new Date(now + 5 * DAY).toISOString(), last_sent_at: new Date(now - 2 * DAY).toISOString(), status: 'pending',
  });
  assign(store, { id: 'asg_pending_newhire', account_id: accountId, principal: { type: 'pending', id: 'inv_seed_newhire' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, granted_by: 'usr_demo' }, at);
  store.accessRequests.set('req_contractor_support', { id: 'req_contractor_support', project_id: 'proj_support', user_id: CONTRACTOR.id, role: 'member', message: 'I am covering the weekend ticket queue.', created_at: new Date(now - 3 * HOUR).toISOString(), status: 'pending' });
}

/** A second account with the rbac entitlement and one custom role in use. */
function seedGlobex(store: Store, at: string): void {
  store.accounts.set(GLOBEX_ACCOUNT_ID, { id: GLOBEX_ACCOUNT_ID, name: 'Globex', created_at: at });
  store.memberships.push(
    { account_id: GLOBEX_ACCOUNT_ID, user_id: 'usr_demo', role: 'owner', joined_at: at },
    { account_id: GLOBEX_ACCOUNT_ID, user_id: 'usr_member', role: 'member', joined_at: at },
  );
  store.customRoles.set('role_auditor', {
    id: 'role_auditor', account_id: GLOBEX_ACCOUNT_ID, name: 'Auditor', description: 'Reads sessions, logs and spend; changes nothing',
    permissions: ['project.read', 'project.session.read', 'project.gateway.logs.read', 'project.gateway.spend.read', 'project.members.read'], created_at: at,
  });
  assign(store, { id: 'asg_globex_auditor', account_id: GLOBEX_ACCOUNT_ID, principal: { type: 'user', id: 'usr_member' }, role: 'role_auditor', scope: { type: 'account' }, granted_by: 'usr_demo' }, at);
}

/** A generated account for performance: 2,000 users (who cannot sign in) and 10,000 assignments over 20 projects. */
function seedLarge(store: Store, now: number, at: string): void {
  store.accounts.set(LARGE_ACCOUNT_ID, { id: LARGE_ACCOUNT_ID, name: 'Initech (generated)', created_at: at });
  store.memberships.push({ account_id: LARGE_ACCOUNT_ID, user_id: 'usr_demo', role: 'owner', joined_at: at });
  const projects = Array.from({ length: 20 }, (_, i) => `proj_gen_${String(i + 1).padStart(2, '0')}`);
  projects.forEach((id, i) => store.projects.set(id, { id, account_id: LARGE_ACCOUNT_ID, name: `Generated project ${i + 1}`, description: 'Generated for the access benchmark', created_at: at, updated_at: at, archived: false, features: {} }));
  for (let u = 1; u <= 2_000; u++) {
    const id = `usr_gen_${String(u).padStart(4, '0')}`;
    store.users.set(id, { id, email: `user${u}@initech.example`, name: `Generated user ${u}`, passwordHash: '', confirmed: true, created_at: at });
    store.memberships.push({ account_id: LARGE_ACCOUNT_ID, user_id: id, role: 'member', joined_at: at });
  }
  for (let g = 1; g <= 40; g++) {
    const members = Array.from({ length: 50 }, (_, k) => `usr_gen_${String(((g - 1) * 50 + k) % 2_000 + 1).padStart(4, '0')}`);
    store.groups.set(`grp_gen_${g}`, { id: `grp_gen_${g}`, account_id: LARGE_ACCOUNT_ID, name: `Team ${g}`, description: '', member_ids: members, created_at: at });
  }
  for (let n = 0; n < 10_000; n++) {
    const byGroup = n % 10 === 0;
    const principal = byGroup ? { type: 'group' as const, id: `grp_gen_${(n % 40) + 1}` } : { type: 'user' as const, id: `usr_gen_${String((n * 7) % 2_000 + 1).padStart(4, '0')}` };
    const expires = n % 13 === 0 ? new Date(now - (n % 5 + 1) * DAY).toISOString() : n % 17 === 0 ? new Date(now + (n % 20 + 1) * DAY).toISOString() : null;
    assign(store, {
      id: `asg_gen_${String(n + 1).padStart(5, '0')}`, account_id: LARGE_ACCOUNT_ID, principal,
      role: n % 5 === 0 ? 'manager' : 'member', scope: n % 97 === 0 ? { type: 'account' } : { type: 'project', project_id: projects[n % projects.length] },
      expires_at: expires, granted_by: 'usr_demo',
    }, at);
  }
}

export function seedAccess(store: Store, options: { accountId: string; password: string; now: number; at: string }): void {
  seedAcme(store, options.accountId, options.password, options.now, options.at);
  seedGlobex(store, options.at);
  seedLarge(store, options.now, options.at);
}
