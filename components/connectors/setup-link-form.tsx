import type { SetupLinkView } from '@/lib/contract/types-connectors';
import { AuthCard } from '@/components/auth/auth-card';

const ERRORS: Record<string, string> = {
  invalid_credential: 'The provider refused this key. Check that you copied all of it, then try again.',
  invalid_request: 'Enter the value before sending.',
  csrf_rejected: 'The form was sent from another site. Open the link again and send it from there.',
};

const field = 'h-9 rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';
const primary = 'h-9 rounded-md bg-accent px-4 text-sm font-medium text-accent-fg hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The recipient's one question (a server-rendered form posting to /api/setup/{token}), or why the link no longer works. */
export function SetupLinkForm({ token, view, done, error }: { token: string; view: SetupLinkView | null; done: boolean; error?: string }) {
  if (!view) {
    return (
      <AuthCard title="Setup link">
        <p role="alert" className="text-sm">The platform cannot be reached right now. Try the link again in a few minutes.</p>
      </AuthCard>
    );
  }
  const v = view;
  const what = v.kind === 'secret' ? `the secret ${v.name}` : `${v.connector_name ?? v.name}`;
  if (v.status !== 'pending') {
    const text = done && v.status === 'used'
      ? `Thank you: ${what} is saved for ${v.project_name}. You can close this page; the link is now used up.`
      : v.status === 'used'
        ? 'This link was already used. Ask the person who sent it for a new one if something is missing.'
        : v.status === 'expired'
          ? 'This link has expired. Ask the person who sent it for a new one.'
          : 'This link was revoked. Ask the person who sent it for a new one.';
    return (
      <AuthCard title={done && v.status === 'used' ? 'Saved' : 'This link no longer works'}>
        <p role="status" data-setup-link-status={v.status} className="text-sm">{text}</p>
      </AuthCard>
    );
  }
  const oauth = v.kind === 'connector' && v.auth === 'oauth';
  return (
    <AuthCard title={v.kind === 'secret' ? `Enter ${v.name}` : `Connect ${v.connector_name ?? v.name}`}>
      <form method="post" action={`/api/setup/${token}`} className="flex flex-col gap-4" data-setup-link-status="pending">
        <p className="text-sm">
          {v.project_name} asks you for {v.kind === 'secret' ? <>the value of <code className="font-mono">{v.name}</code></> : oauth ? <>access to {v.connector_name}</> : <>an API key for {v.connector_name}</>}. It is stored encrypted and nobody can read it back, you included. This link works once and expires {new Date(v.expires_at).toUTCString()}.
        </p>
        {v.note && <p className="rounded-md bg-bg-muted p-2 text-sm">{v.note}</p>}
        {oauth ? (
          <div className="flex justify-end gap-2">
            <button type="submit" name="decision" value="allow" className={primary}>Allow access</button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor="setup-value" className="text-sm font-medium">{v.kind === 'secret' ? 'Value' : 'API key'}</label>
              <input id="setup-value" name="value" type="password" required autoComplete="off" className={field} aria-invalid={error ? true : undefined} aria-describedby={error ? 'setup-error' : undefined} />
              {error && <p id="setup-error" role="alert" className="text-xs text-danger">{ERRORS[error] ?? 'That did not work. Try again, or ask for a new link.'}</p>}
            </div>
            <div className="flex justify-end">
              <button type="submit" className={primary}>Save</button>
            </div>
          </>
        )}
      </form>
    </AuthCard>
  );
}
