import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { readOutbox } from '@/lib/bff';

export const metadata: Metadata = { title: 'Mail outbox (embedded platform)' };
export const dynamic = 'force-dynamic';

const KIND: Record<string, string> = { magiclink: 'Sign-in link and code', recovery: 'Password reset code', confirm: 'Confirm your email', existing_account: 'Someone tried to sign up with your address', invite: 'You are invited', access_request: 'Someone asks for access to a project' };

/**
 * Embedded mode only, like a local Inbucket: the emails the embedded platform "sent". 404 with a real platform, and to
 * any other machine than the console's own (the outbox holds every user's codes).
 */
export default async function MailPage() {
  const outbox = await readOutbox(await headers());
  if (!outbox) notFound();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-xl font-semibold">Mail outbox</h1>
      <p className="mb-4 text-sm text-fg-muted">Emails the embedded platform sent, newest first. This page exists only without PLATFORM_API_URL, and only on this machine.</p>
      {outbox.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm">No email yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {outbox.map((m, i) => (
            <li key={`${m.sentAt}-${i}`} className="p-3" data-mail-to={m.to} data-mail-kind={m.kind}>
              <p className="font-medium">{KIND[m.kind] ?? m.kind} → {m.to}</p>
              <p className="text-xs text-fg-muted">{new Date(m.sentAt).toISOString()}</p>
              {m.code && <p className="mt-1">Code: <code data-mail-code className="font-mono text-base">{m.code}</code></p>}
              {m.link && <p className="mt-1 break-all"><a href={m.link} className="underline">{m.link}</a></p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
