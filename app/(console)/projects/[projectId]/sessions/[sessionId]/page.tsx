import { prefetchSession } from '@/lib/bff/session-prefetch';
import { SessionTimeline } from '@/components/timeline/session-timeline';

export default async function SessionPage({ params }: { params: Promise<{ projectId: string; sessionId: string }> }) {
  const { projectId, sessionId } = await params;
  const initial = await prefetchSession(projectId, sessionId);
  return <SessionTimeline projectId={projectId} sessionId={sessionId} initial={initial} />;
}
