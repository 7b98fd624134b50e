'use client';

import { Suspense, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuProps {
  /** The trigger's content and look, identical before and after the menu code loads. */
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel: string;
  defaultOpen?: boolean;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu whose code (Radix) loads on first use, keeping it out of every page's first-load JS: until then the
 * trigger is a plain button; the first press loads the menu and opens it. Hover or focus starts the download early.
 */
export function DeferredMenu({
  menu: Menu,
  preload,
  ...props
}: MenuProps & { menu: ComponentType<MenuProps>; preload: () => Promise<unknown> }) {
  const [armed, setArmed] = useState(false);
  const placeholder = (onOpen?: () => void) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.triggerLabel}
      className={props.triggerClassName}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onPointerDown={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (onOpen && OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {props.trigger}
    </button>
  );
  if (!armed) return placeholder(() => setArmed(true));
  return (
    <Suspense fallback={placeholder()}>
      <Menu {...props} defaultOpen />
    </Suspense>
  );
}
