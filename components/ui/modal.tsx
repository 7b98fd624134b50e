'use client';

import { cloneElement, createContext, isValidElement, lazy, Suspense, useContext, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

import type { DialogWidth } from './dialog';

const loadPanel = () => import('./modal-panel');
const ModalPanel = lazy(loadPanel);
const CloseContext = createContext<(() => void) | null>(null);

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * A titled dialog: focus is trapped, Escape closes it, and the trigger gets focus back. Its code (Radix) loads on
 * first open, so pages with a dialog behind a button do not carry it in their first-load JS.
 */
export function Modal({ open, onOpenChange, trigger, title, description, footer, width, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Stays under the body, which scrolls alone when the dialog meets the viewport's height (a form's buttons). */
  footer?: ReactNode;
  width?: DialogWidth;
  children: ReactNode;
}) {
  // The trigger that opened it, for focus on close (a Radix trigger's job when Radix is not loaded yet).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const element = isValidElement<TriggerProps>(trigger) ? (trigger as ReactElement<TriggerProps>) : null;
  const preload = () => void loadPanel();
  return (
    <>
      {element &&
        cloneElement(element, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onPointerEnter: preload,
          onFocus: preload,
          onClick: (event: MouseEvent<HTMLElement>) => {
            element.props.onClick?.(event);
            if (event.defaultPrevented) return;
            setOpener(event.currentTarget);
            onOpenChange(true);
          },
        } as TriggerProps)}
      {loaded && (
        <Suspense fallback={null}>
          <CloseContext value={() => onOpenChange(false)}>
            <ModalPanel
              open={open}
              onOpenChange={onOpenChange}
              title={title}
              description={description}
              footer={footer}
              width={width}
              onCloseAutoFocus={(event) => {
                if (!opener?.isConnected) return;
                event.preventDefault();
                opener.focus();
              }}
            >
              {children}
            </ModalPanel>
          </CloseContext>
        </Suspense>
      )}
    </>
  );
}

/** Closes the enclosing `Modal` when its child (a button) is pressed. */
export function ModalClose({ children }: { asChild?: boolean; children: ReactElement<TriggerProps> }) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
