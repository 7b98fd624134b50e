import 'server-only';
import type { GitHostInstallation } from '@/lib/contract/types-git-host';
import type { RepoRecord } from '../repo/types';

export type GitHostInstallationRecord = GitHostInstallation;

/** A repository on the demo git host: its git history (the same record a project's repository uses) and its facts. */
export interface HostRepoRecord {
  host: string;
  owner: string;
  name: string;
  description: string;
  private: boolean;
  /** The account that created it through `projects.createRepo`; null for the seeded ones. */
  created_by_account: string | null;
  updated_at: string;
  repo: RepoRecord;
}
