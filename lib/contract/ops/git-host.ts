import { z } from 'zod';
import { DELETE, GET, POST } from '../define';
import { userName } from '../names';
import type { Project } from '../types';
import type { GitHostBranch, GitHostInstallation, GitHostRepository } from '../types-git-host';

const fullName = z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'Name the repository as owner/name');
const installationId = z.string().min(1).max(100);

/** The git-host app installation of an account (`github` in the spec) and the repositories it reaches. */
export const githubOps = {
  getInstallation: GET<GitHostInstallation | null>()('/accounts/{accountId}/git-host/installation', "The account's git-host installation (the first one), or null"),
  listInstallations: GET<GitHostInstallation[]>()('/accounts/{accountId}/git-host/installations', 'Installations of the account'),
  saveInstallation: POST<GitHostInstallation>()('/accounts/{accountId}/git-host/installations', 'Install the git-host app for an owner on the host (account.update); saving the same owner again updates it', {
    input: z
      .object({
        owner: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Name the organization or user on the git host'),
        host: z.string().min(1).max(253).optional(),
        repositories: z.union([z.literal('all'), z.array(fullName).min(1).max(500)]).optional(),
      })
      .strict(),
  }),
  deleteInstallation: DELETE<void>()('/accounts/{accountId}/git-host/installations', 'Remove an installation (every one without installationId); projects keep their copy', {
    input: z.object({ installationId: installationId.optional() }).strict(),
    args: ['installationId'],
  }),
  listRepositories: GET<GitHostRepository[]>()('/accounts/{accountId}/git-host/repositories', 'Repositories the installations reach', {
    input: z.object({ installationId: installationId.optional(), query: z.string().max(200).optional() }).strict(),
  }),
  listRepositoryBranches: GET<GitHostBranch[]>()('/accounts/{accountId}/git-host/repositories/branches', 'Branches of a repository', {
    input: z.object({ repository: fullName }).strict(),
    args: ['repository'],
  }),
  linkRepository: POST<Project>()('/accounts/{accountId}/git-host/link', "Point a project without a managed repository at a reachable repository and import its branch (project.write)", {
    input: z.object({ project_id: z.string().min(1), repository: fullName, branch: z.string().min(1).max(200).optional() }).strict(),
  }),
};

/** `projects.createRepo`: a new repository on the account's git host, ready for `projects.create({ repo_url })`. */
export const createRepoInput = z
  .object({
    account_id: z.string().min(1).optional(),
    name: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Use letters, digits, dots, dashes and underscores (at most 100)'),
    description: z.string().max(500).optional(),
    private: z.boolean().optional(),
    /** Title of the project the first commit's platform.yaml names. Default: the repository's name. */
    project_name: userName(100).optional(),
  })
  .strict();
