import type { Metadata } from 'next';
import { RequestAccessFromRoute } from '@/components/shell/forbidden-notice';
import { ForbiddenState } from '@/components/shell/forbidden-state';

export const metadata: Metadata = { title: 'No access' };

/** A project the signed-in user may not open: a real 403, with who can grant access and a request for it. */
export default function ProjectForbidden() {
  return (
    <ForbiddenState title="You do not have access to this project" detail="You need a role on it to open it.">
      <RequestAccessFromRoute />
    </ForbiddenState>
  );
}
