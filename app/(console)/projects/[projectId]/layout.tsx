import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { readProjectForPage } from '@/lib/bff/server-platform';

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { projectId } = await params;
  const project = await readProjectForPage(projectId);
  // The page's own title still applies below a layout that threw: a template without %s makes it this one.
  if (project.kind === 'forbidden') return { title: { absolute: 'No access · Platform Console', template: 'No access · Platform Console' } };
  if (project.kind === 'missing') return { title: { absolute: 'Not found · Platform Console', template: 'Not found · Platform Console' } };
  const name = project.kind === 'ok' ? project.value.name : projectId;
  return { title: { template: `%s · ${name} · Platform Console`, default: `${name} · Platform Console` } };
}

/** A project the user may not open answers 403 (or 404 when it does not exist) before any of its pages renders. */
export default async function ProjectLayout({ children, params }: Params & { children: ReactNode }) {
  const { projectId } = await params;
  const project = await readProjectForPage(projectId);
  if (project.kind === 'forbidden') forbidden();
  if (project.kind === 'missing') notFound();
  return children;
}
