// The sandboxes page's first screen, read on the server under the keys of lib/sdk/react/sandboxes.ts: every panel
// arrives with its data, so nothing replaces a placeholder after hydration (no layout shift, no fetch waterfall).
import 'server-only';
import { sandboxKeys } from '@/lib/sdk/react/sandbox-keys';
import { seed, type Entry, type PageSeed } from '../page-seed';
import { projectDetailEntry } from './project-detail';

export function seedSandboxesPage(projectId: string): Promise<PageSeed | null> {
  return seed(async (platform) => {
    const project = platform.project(projectId);
    const sandboxes = await project.sandbox.list().catch(() => undefined);
    // The shares panel opens on the first sandbox that can be reached (SharesPanel's own choice).
    const chosen = sandboxes?.find((s) => s.state !== 'unavailable')?.id;
    return [
      projectDetailEntry(projectId),
      [sandboxKeys.list(projectId), async () => sandboxes],
      [sandboxKeys.transition(projectId), () => project.sandbox.providerTransition()],
      [sandboxKeys.health(projectId), () => project.sandboxHealth()],
      [sandboxKeys.templates(projectId), (p) => p.projects.sandboxTemplates(projectId)],
      [sandboxKeys.snapshots(projectId), () => project.sandbox.snapshots()],
      ...(chosen ? [[sandboxKeys.shares(projectId, chosen), (p) => p.sandboxShares.list(chosen)] satisfies Entry] : []),
    ];
  });
}
