'use client';

import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/sdk';

/** The open change request a 409 `duplicate_change_request` names, or null for any other error. */
export function duplicateOf(error: unknown): { id: string; number: number; title: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'duplicate_change_request') return null;
  const cr = (error.body as { change_request?: { id?: unknown; number?: unknown; title?: unknown } } | null)?.change_request;
  return cr && typeof cr.id === 'string' && typeof cr.number === 'number' ? { id: cr.id, number: cr.number, title: String(cr.title ?? '') } : null;
}

/** A failed proposal: "already proposed in #n" with a way to it, or the platform's message. */
export function ProposalRefusal({ error, onShow }: { error: unknown; onShow(crId: string): void }) {
  const existing = duplicateOf(error);
  if (!existing) return <ErrorState error={error} />;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
      <span className="flex-1">
        Change request #{existing.number} ({existing.title}) already proposes exactly these changes.
      </span>
      <Button size="sm" onClick={() => onShow(existing.id)}>
        Show #{existing.number}
      </Button>
    </div>
  );
}
