import type { Metadata } from 'next';
import { ForbiddenState } from '@/components/shell/forbidden-state';

export const metadata: Metadata = { title: 'No access' };

export default function AccountForbidden() {
  return <ForbiddenState title="You do not belong to this account" detail="Ask one of its owners or admins for an invite, or open an account you belong to." />;
}
