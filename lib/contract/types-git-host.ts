// The git-host app installation (account-scoped) and the repositories it reaches. The spec names the operations only;
// these fields are chosen here (docs/REPOSITORIES.md).

export interface GitHostInstallation {
  id: string;
  account_id: string;
  /** The host the installation belongs to, e.g. `git.demo.example` (the embedded platform's demo git host). */
  host: string;
  /** The organization or user on the host the app is installed on. */
  owner: string;
  /** `all` repositories of the owner, or the named ones (`owner/name`). */
  repositories: 'all' | string[];
  created_at: string;
  created_by: string;
}

export interface GitHostRepository {
  /** `owner/name`. */
  full_name: string;
  /** The https address a project is created from (`projects.create({ repo_url })`). */
  url: string;
  description: string;
  default_branch: string;
  private: boolean;
  installation_id: string;
  /** The project of this account already using it, if any (creating another answers 409 repo_in_use). */
  project_id: string | null;
  updated_at: string;
}

export interface GitHostBranch {
  name: string;
  sha: string;
  default: boolean;
}

export interface GitToken {
  token: string;
  expires_at: string;
}
