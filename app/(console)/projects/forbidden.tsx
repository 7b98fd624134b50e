import type { Metadata } from 'next';
import { ForbiddenState } from '@/components/shell/forbidden-state';

export const metadata: Metadata = { title: 'No access' };

/** A project the signed-in user may not open: a real 403, without the project's navigation or filters. */
export default function ProjectForbidden() {
  return <ForbiddenState title="You do not have access to this project" detail="Ask one of its managers to give you a role on it, or open a project you belong to." />;
}
