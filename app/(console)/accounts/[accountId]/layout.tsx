import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { readAccountForPage } from '@/lib/bff/server-platform';

type Params = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { accountId } = await params;
  const account = await readAccountForPage(accountId);
  // A template without %s, so the page's own title does not show under a layout that threw.
  if (account.kind === 'forbidden') return { title: { absolute: 'No access · Platform Console', template: 'No access · Platform Console' } };
  if (account.kind === 'missing') return { title: { absolute: 'Not found · Platform Console', template: 'Not found · Platform Console' } };
  const name = account.kind === 'ok' ? account.value.name : accountId;
  return { title: { template: `%s · ${name} · Platform Console`, default: `${name} · Platform Console` } };
}

/** An account the user does not belong to answers 403 (404 when it does not exist) before any of its pages renders. */
export default async function AccountLayout({ children, params }: Params & { children: ReactNode }) {
  const { accountId } = await params;
  const account = await readAccountForPage(accountId);
  if (account.kind === 'forbidden') forbidden();
  if (account.kind === 'missing') notFound();
  return children;
}
