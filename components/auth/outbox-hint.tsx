/**
 * On the embedded platform no email leaves the machine: the ones it "sent" are listed at /dev/mail. Said wherever the
 * console asks someone to check their email, so the demo has no dead end. Nothing with a real platform (`href` null).
 */
export function OutboxHint({ href }: { href?: string | null }) {
  if (!href) return null;
  return (
    <p data-outbox-hint className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-xs text-fg-muted">
      Demo: the embedded platform sends no real email. Read it in the{' '}
      <a href={href} target="_blank" rel="noopener" className="font-medium text-fg underline underline-offset-2">demo outbox ({href})</a>.
    </p>
  );
}
