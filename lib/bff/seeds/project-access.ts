// Server side of the project Access page: its header and the lists under it (members, invites, access requests,
// group grants, the service accounts reaching the project, resource grants), with the account's directory that names
// the principals in them and the roles its forms offer, handed to react-query's cache under the keys the page's hooks use. The tables are then in the HTML (the page's
// largest paint at first paint) and the page does not re-render once per answer after hydration.
import 'server-only';
import type { Account, ProjectDetail } from '@/lib/contract/types';
import { canOpenAccountSection } from '@/lib/iam/account-sections';
import type { Platform } from '@/lib/sdk';
import { accountKeys, projectKeys } from '@/lib/sdk/react/keys';
import { iamKeys } from '@/lib/sdk/react/iam-keys';
import { seed, type Entry, type PageSeed } from '../page-seed';
import { readAccountForPage, readProjectDetailForPage } from '../server-platform';

/** The service accounts' list of the page (components/access/project-service-accounts.tsx) reads these assignments. */
export const SERVICE_ACCOUNT_ASSIGNMENTS = { principal_type: 'service_account' } as const;

/**
 * The reads of the Access page for a caller whose project detail is `detail` and account `account` (null: unknown).
 * Without project.members.read the page shows the header alone, so nothing else is asked for; the account's service
 * account assignments only for a caller whose account role reads them; a list the caller may not read (the account's
 * directory for a project manager) is refused by the platform and left to the client.
 */
export function projectAccessEntries(projectId: string, detail: ProjectDetail, account: Account | null = null): Entry[] {
  const entries: Entry[] = [[projectKeys.overview(projectId), async () => detail]];
  if (!detail.permissions.includes('project.members.read')) return entries;
  const accountId = detail.account_id;
  const access = (p: Platform) => p.project(projectId).access;
  entries.push(
    [iamKeys.projectPart(projectId, 'members'), (p) => access(p).list()],
    [iamKeys.projectPart(projectId, 'invites'), (p) => access(p).pendingInvites()],
    [iamKeys.projectPart(projectId, 'requests'), (p) => access(p).requests()],
    [iamKeys.projectPart(projectId, 'group-grants'), (p) => access(p).groupGrants()],
    [iamKeys.projectPart(projectId, 'resource-grants'), (p) => access(p).resourceGrants.list()],
    // The directory (components/access/use-directory.ts) and the roles of the group form.
    [accountKeys.members(accountId), (p) => p.accounts.members(accountId)],
    [iamKeys.groups(accountId), (p) => p.accounts.groups(accountId)],
    [iamKeys.serviceAccounts(accountId), (p) => p.accounts.serviceAccounts.list(accountId)],
    [iamKeys.invites(accountId), (p) => p.accounts.invites(accountId)],
    [iamKeys.roles(accountId), (p) => p.accounts.listRoles(accountId)],
  );
  if (account) {
    entries.push([accountKeys.detail(accountId), async () => account]);
    if (canOpenAccountSection(account.role, '/access')) {
      entries.push([iamKeys.assignments(accountId, SERVICE_ACCOUNT_ASSIGNMENTS), (p) => p.accounts.listAssignments(accountId, SERVICE_ACCOUNT_ASSIGNMENTS)]);
    }
  }
  return entries;
}

/** The Access page's first screen, read as the signed-in user; nothing seeded on any problem (the client reads as usual). */
export function seedProjectAccess(projectId: string): Promise<PageSeed | null> {
  return seed(async () => {
    // The request's cached read of the detail (the layouts that read it share it): one upstream call.
    const detail = await readProjectDetailForPage(projectId);
    if (detail.kind !== 'ok') return [];
    // The account layout's and the shell's cached read of the account (its role decides the service accounts' list).
    const account = await readAccountForPage(detail.value.account_id);
    return projectAccessEntries(projectId, detail.value, account.kind === 'ok' ? account.value : null);
  });
}
