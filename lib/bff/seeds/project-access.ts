// Server side of the project Access page: its header and the five lists under it (members, invites, access requests,
// group and resource grants), with the account's directory that names the principals in them and the roles its forms
// offer, handed to react-query's cache under the keys the page's hooks use. The tables are then in the HTML (the page's
// largest paint at first paint) and the page does not re-render once per answer after hydration.
import 'server-only';
import type { ProjectDetail } from '@/lib/contract/types';
import type { Platform } from '@/lib/sdk';
import { accountKeys, projectKeys } from '@/lib/sdk/react/keys';
import { iamKeys } from '@/lib/sdk/react/iam-keys';
import { seed, type Entry, type PageSeed } from '../page-seed';
import { readProjectDetailForPage } from '../server-platform';

/**
 * The reads of the Access page for a caller whose project detail is `detail`. Without project.members.read the page
 * shows the header alone, so nothing else is asked for; a list the caller may not read (the account's directory for a
 * project manager) is refused by the platform and left to the client.
 */
export function projectAccessEntries(projectId: string, detail: ProjectDetail): Entry[] {
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
  return entries;
}

/** The Access page's first screen, read as the signed-in user; nothing seeded on any problem (the client reads as usual). */
export function seedProjectAccess(projectId: string): Promise<PageSeed | null> {
  return seed(async () => {
    // The request's cached read of the detail (the layouts that read it share it): one upstream call.
    const detail = await readProjectDetailForPage(projectId);
    return detail.kind === 'ok' ? projectAccessEntries(projectId, detail.value) : [];
  });
}
