'use client';

import { useState } from 'react';
import type { GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { describeError } from '@/lib/errors/describe-error';
import type { PolicyChange } from '@/lib/gateway/policy-diff';
import { ApiError } from '@/lib/sdk';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';

const FIELD_LABEL: Record<PolicyChange['field'], string> = { defaultModel: 'Default model', visionModel: 'Vision model', fallbacks: 'Fallback chain', fallbackOn: 'Fall back on' };
const FALLBACK_ON_LABEL: Record<string, string> = { transient: 'transient errors', 'any-error': 'any error' };

/** Issues the platform listed with a 400, as "path: message" lines. */
function issuesOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.body as { issues?: Array<{ path?: unknown[]; message?: string }> } | null)?.issues;
  return Array.isArray(issues) ? issues.map((i) => `${Array.isArray(i.path) ? i.path.join('.') : ''}: ${i.message ?? ''}`) : [];
}

function ChangeView({ change }: { change: PolicyChange }) {
  if (change.field === 'fallbacks') {
    return (
      <>
        <ol className="mt-1 flex flex-col gap-0.5 font-mono text-xs" aria-label="Chain changes">
          {change.steps.map((s, i) => (
            <li key={`${s.kind}-${s.model}-${i}`} className={s.kind === 'added' ? 'font-medium' : s.kind === 'removed' ? 'text-danger line-through' : 'text-fg-muted'}>
              <span aria-hidden>{s.kind === 'added' ? '+ ' : s.kind === 'removed' ? '− ' : '  '}</span>
              <span className="sr-only">{s.kind === 'added' ? 'added ' : s.kind === 'removed' ? 'removed ' : ''}</span>
              {s.model}
            </li>
          ))}
        </ol>
        {change.reordered && <p className="text-xs text-fg-muted">Same models, new order.</p>}
        <p className="mt-1 text-xs">Becomes: {change.to.length ? change.to.join(' → ') : 'no fallbacks'}</p>
      </>
    );
  }
  const show = (v: string) => (change.field === 'fallbackOn' ? (FALLBACK_ON_LABEL[v] ?? v) : v);
  return (
    <p className="mt-1 text-sm">
      <del className="text-danger">{show(change.from)}</del> <span aria-hidden>→</span><span className="sr-only">becomes</span> <ins className="font-medium no-underline">{show(change.to)}</ins>
    </p>
  );
}

/** Save: first the fields that change against the policy in force, then the write. The dialog stays open with the platform's answer when it fails. */
export function SavePolicyDialog({ changes, draft, disabled, onSave }: { changes: PolicyChange[]; draft: GatewayRoutingPolicy; disabled: boolean; onSave: (policy: GatewayRoutingPolicy) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; issues: string[] } | null>(null);

  async function save() {
    setPending(true);
    setError(null);
    try {
      await onSave(draft);
      setOpen(false);
    } catch (e) {
      const info = describeError(e);
      setError({ text: `${info.title}: ${info.detail}`, issues: issuesOf(e) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => { setOpen(next); if (!next) setError(null); }}
      trigger={<Button variant="primary" disabled={disabled}>Review and save</Button>}
      title="Save the routing policy?"
      description="Requests through the gateway use it as soon as it is saved. What changes:"
    >
      <ul className="flex flex-col gap-3" data-policy-diff>
        {changes.map((c) => (
          <li key={c.field} data-change={c.field}>
            <p className="text-sm font-medium">{FIELD_LABEL[c.field]}</p>
            <ChangeView change={c} />
          </li>
        ))}
      </ul>
      {error && (
        <div role="alert" className="mt-3 rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">
          <p>{error.text}</p>
          {error.issues.length > 0 && <ul className="mt-1 list-disc pl-5 text-xs">{error.issues.map((i) => <li key={i}>{i}</li>)}</ul>}
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <ModalClose asChild>
          <Button size="sm">Cancel</Button>
        </ModalClose>
        <Button size="sm" variant="primary" pending={pending} onClick={save}>Save policy</Button>
      </div>
    </Modal>
  );
}
