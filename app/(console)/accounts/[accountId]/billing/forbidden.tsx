import type { Metadata } from 'next';
import { ForbiddenState } from '@/components/shell/forbidden-state';

export const metadata: Metadata = { title: 'No access' };

export default function BillingForbidden() {
  return <ForbiddenState title="Billing is for owners and admins" detail="Members of an account cannot read its plan, credits or costs. Ask an owner of the account if you need them." />;
}
