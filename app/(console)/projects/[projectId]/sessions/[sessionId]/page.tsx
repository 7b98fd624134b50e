import { SessionTimeline } from '@/components/timeline/session-timeline';

export default async function SessionPage({ params }: { params: Promise<{ projectId: string; sessionId: string }> }) {
  const { projectId, sessionId } = await params;
  return <SessionTimeline projectId={projectId} sessionId={sessionId} />;
}
