'use client';

import { useState } from 'react';
import { Button } from './button';

/** A freshly minted secret, shown this once with a copy button; it is gone when the panel closes. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div role="status" className="rounded-md border border-success/40 bg-bg-subtle p-3 text-sm">
      <p className="font-medium">Copy this key now. It is shown once and cannot be shown again.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-secret className="min-w-0 flex-1 break-all rounded bg-bg-muted px-2 py-1 font-mono text-xs">{secret}</code>
        <Button size="sm" onClick={copy}>{copied === 'yes' ? 'Copied' : 'Copy'}</Button>
        <Button size="sm" variant="ghost" onClick={onDone}>Done</Button>
      </div>
      {copied === 'failed' && <p className="mt-1 text-xs text-danger">The browser refused the clipboard; select the key and copy it by hand.</p>}
    </div>
  );
}
