// The project's detail as a seed entry: the read the project's layouts already make (one per request), not a second call.
import 'server-only';
import { projectKeys } from '@/lib/sdk/react/keys';
import type { Entry } from '../page-seed';
import { readProjectDetailForPage } from '../server-platform';

export function projectDetailEntry(projectId: string): Entry {
  return [
    projectKeys.overview(projectId),
    async () => {
      const answer = await readProjectDetailForPage(projectId);
      return answer.kind === 'ok' ? answer.value : undefined;
    },
  ];
}
