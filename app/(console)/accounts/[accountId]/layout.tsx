import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { refuseClosedScope, scopeMetadata } from '@/lib/bff/scope-page';
import { readAccountForPage } from '@/lib/bff/server-platform';

type Params = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { accountId } = await params;
  return scopeMetadata(await readAccountForPage(accountId), accountId);
}

/** An account the user does not belong to answers 403 (404 when it does not exist) before any of its pages renders. */
export default async function AccountLayout({ children, params }: Params & { children: ReactNode }) {
  const { accountId } = await params;
  refuseClosedScope(await readAccountForPage(accountId));
  return children;
}
