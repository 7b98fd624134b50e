import { InlineIcon } from '@/components/ui/inline-icons';
import { BackToSessions } from './back-to-sessions';

// Lucide's file-question and lock icons, drawn inline (components/ui/inline-icons.tsx says why).
const FileQuestionIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
    <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" />
    <path d="M12 17h.01" />
  </InlineIcon>
);

const LockIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </InlineIcon>
);

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
