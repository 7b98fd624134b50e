import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { refuseClosedScope, scopeMetadata } from '@/lib/bff/scope-page';
import { readProjectForPage } from '@/lib/bff/server-platform';

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { projectId } = await params;
  return scopeMetadata(await readProjectForPage(projectId), projectId);
}

/** A project the user may not open answers 403 (or 404 when it does not exist) before any of its pages renders. */
export default async function ProjectLayout({ children, params }: Params & { children: ReactNode }) {
  const { projectId } = await params;
  refuseClosedScope(await readProjectForPage(projectId));
  return children;
}
