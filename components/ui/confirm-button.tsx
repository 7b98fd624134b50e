'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { useLazyDialog } from './lazy-dialog';

const loadPanel = () => import('./confirm-panel');
const ConfirmPanel = lazy(loadPanel);

/** A button that asks first; the dialog stays open with the platform's message when the action fails. */
export function ConfirmButton({ label, title, description, confirmLabel, confirmVariant = 'danger', onConfirm, variant = 'ghost', size = 'sm', ...button }: Omit<ButtonProps, 'onClick'> & {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** `primary` for an action that is not destructive but still asks first (a merge). */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => Promise<unknown>;
}) {
  const dialog = useLazyDialog(loadPanel);
  return (
    <>
      <Button variant={variant} size={size} {...button} {...dialog.triggerProps}>
        {label}
      </Button>
      {dialog.armed && (
        <Suspense fallback={null}>
          <ConfirmPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            confirmVariant={confirmVariant}
            onConfirm={onConfirm}
            onCloseAutoFocus={dialog.returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
