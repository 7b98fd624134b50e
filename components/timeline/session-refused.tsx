import { FileQuestionIcon, LockIcon } from '@/components/ui/inline-icons';
import { BackToSessions } from './back-to-sessions';

/**
 * The one state of a session page that cannot be shown: missing (404: no such session, or one the caller may not
 * open, which the platform does not reveal) or forbidden (403: no session access in the project). No toolbar, no
 * empty timeline. A server component: used by the segment's not-found and forbidden files and by the client page.
 */
export function SessionRefused({ kind, projectId }: { kind: 404 | 403; projectId?: string }) {
  const Icon = kind === 404 ? FileQuestionIcon : LockIcon;
  return (
    <section aria-labelledby="session-refused-title" data-testid={`session-${kind}`} className="mx-auto mt-8 max-w-md rounded-xl border border-border bg-bg p-6 text-center">
      <Icon className="mx-auto size-8 text-fg-muted" />
      <p className="mt-2 font-mono text-sm text-fg-muted">{kind}</p>
      <h1 id="session-refused-title" className="mt-1 text-lg font-semibold">
        {kind === 404 ? 'Session not found' : 'You cannot open sessions here'}
      </h1>
      <p className="mt-2 text-sm text-fg-muted">
        {kind === 404
          ? 'There is no such session in this project, or it is private to its owner. Check the link, or find the session in the list.'
          : 'Your role in this project does not include reading sessions. A project manager can grant it on the Access page.'}
      </p>
      <BackToSessions projectId={projectId} />
    </section>
  );
}
