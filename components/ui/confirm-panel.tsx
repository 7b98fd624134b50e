'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { Button } from './button';

/** The Radix part of `ConfirmButton`, loaded when it is first pressed. */
export default function ConfirmPanel({ open, onOpenChange, title, description, confirmLabel, confirmVariant, onConfirm, onCloseAutoFocus }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant: 'danger' | 'primary';
  onConfirm: () => Promise<unknown>;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    } finally {
      setPending(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => { onOpenChange(next); if (!next) setError(null); }}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content onCloseAutoFocus={onCloseAutoFocus} className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-bg p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-fg-muted">{description}</AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger">
              {error}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button size="sm">Cancel</Button>
            </AlertDialog.Cancel>
            <Button size="sm" variant={confirmVariant} pending={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
