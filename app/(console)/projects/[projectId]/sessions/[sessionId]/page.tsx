import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { prefetchSession } from '@/lib/bff/session-prefetch';
import { readSessionForPage } from '@/lib/bff/server-platform';
import { SessionTimeline } from '@/components/timeline/session-timeline';

type Params = { params: Promise<{ projectId: string; sessionId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { projectId, sessionId } = await params;
  const session = await readSessionForPage(projectId, sessionId);
  return { title: session.kind === 'ok' && session.value.title ? session.value.title : 'Session' };
}

export default async function SessionPage({ params }: Params) {
  const { projectId, sessionId } = await params;
  const initial = await prefetchSession(projectId, sessionId);
  // Before anything streams, so the answer carries the status: 404 for a missing session, 403 without session access.
  if (initial && 'refused' in initial) {
    if (initial.refused === 404) notFound();
    forbidden();
  }
  return <SessionTimeline projectId={projectId} sessionId={sessionId} initial={initial} />;
}
