import 'server-only';
import type { Store } from '../store';

/** The owner of a project's account: who owns sessions whose export names no known owner. */
export function accountOwnerOf(store: Store, projectId: string): string {
  const accountId = store.projects.get(projectId)?.account_id;
  const owner = store.memberships.find((m) => m.account_id === accountId && m.role === 'owner');
  return owner?.user_id ?? 'usr_demo';
}
