// The triggers page's first screen, read on the server under the keys of lib/sdk/react/triggers.ts: the list (and the
// permissions that decide its buttons) come with the HTML instead of after hydration.
import 'server-only';
import { triggerKeys } from '@/lib/sdk/react/trigger-keys';
import { seed, type PageSeed } from '../page-seed';
import { projectDetailEntry } from './project-detail';

export function seedTriggersPage(projectId: string): Promise<PageSeed | null> {
  return seed(() => [projectDetailEntry(projectId), [triggerKeys.all(projectId), (p) => p.project(projectId).triggers.list()]]);
}
