import { ForbiddenNotice } from '@/components/shell/forbidden-notice';

/** The 403 state of a gateway page: the console's one forbidden notice, with what is missing and who can grant it. */
export function NeedsPermission({ permission, what }: { permission: string; what: string }) {
  return <ForbiddenNotice title={`You cannot ${what} in this project`} permission={permission} />;
}
