import { forbidden, notFound } from 'next/navigation';
import { prefetchSession } from '@/lib/bff/session-prefetch';
import { SessionTimeline } from '@/components/timeline/session-timeline';

export default async function SessionPage({ params }: { params: Promise<{ projectId: string; sessionId: string }> }) {
  const { projectId, sessionId } = await params;
  const initial = await prefetchSession(projectId, sessionId);
  // Before anything streams, so the answer carries the status: 404 for a missing session, 403 without session access.
  if (initial && 'refused' in initial) {
    if (initial.refused === 404) notFound();
    forbidden();
  }
  return <SessionTimeline projectId={projectId} sessionId={sessionId} initial={initial} />;
}
