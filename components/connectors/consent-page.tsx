'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useFinalizeManagedConnect } from '@/lib/sdk/react/connectors';
import { Button } from '@/components/ui/button';
import { errorText } from './error-text';

/**
 * The demo OAuth provider's consent for a managed connection (like the demo sign-in provider's): Allow stores the
 * provider's token (sealed, never shown) and adds the connector; Deny ends the request. Either answer uses it up.
 */
export function ConsentPage({ projectId }: { projectId: string }) {
  const router = useRouter();
  const connectId = useSearchParams().get('connect_id') ?? '';
  const finalize = useFinalizeManagedConnect(projectId);
  const [error, setError] = useState<string | null>(null);
  const back = `/projects/${projectId}/connectors`;

  async function answer(decision: 'allow' | 'deny') {
    setError(null);
    try {
      await finalize.mutateAsync({ connect_id: connectId, decision });
      router.push(back);
    } catch (e) {
      setError(errorText(e));
    }
  }

  if (!connectId) return <p role="alert" className="text-sm">This page needs a connection request. <a className="underline" href={back}>Back to connectors</a></p>;
  return (
    <section aria-labelledby="consent-title" className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-lg border border-border p-4" data-consent>
      <h2 id="consent-title" className="text-lg font-semibold">Demo provider: allow access?</h2>
      <p className="text-sm">Platform Console asks to act on your behalf in this app: read and change the data its tools reach. You can revoke the connection at any time.</p>
      {error && <p role="alert" className="text-sm text-danger">{error} <a className="underline" href={back}>Start again</a></p>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => answer('deny')} disabled={finalize.isPending}>Deny</Button>
        <Button onClick={() => answer('allow')} disabled={finalize.isPending}>Allow</Button>
      </div>
    </section>
  );
}
