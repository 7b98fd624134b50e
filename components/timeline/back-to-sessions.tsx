'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';

/** The way back from a refused session: its project's list (the segment's not-found file gets no params). */
export function BackToSessions({ projectId }: { projectId?: string }) {
  const params = useParams<{ projectId?: string }>();
  const project = projectId ?? params?.projectId;
  return (
    <Link
      href={project ? `/projects/${encodeURIComponent(project)}/sessions` : '/projects'}
      className="mt-4 inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg"
    >
      {project ? 'Back to the sessions' : 'Go to your projects'}
    </Link>
  );
}
