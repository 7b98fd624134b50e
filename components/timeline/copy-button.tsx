'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A small button that copies `text` (or what `getText` returns) and says so for two seconds. */
export interface CopyButtonProps {
  text?: string;
  getText?: () => string;
  /** What the button shows while idle: text, or an icon (then `aria-label` names it). */
  label?: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Shown only on hover or focus of its row (see CopyLink). */
  'data-reveal'?: boolean;
}

export function CopyButton({ text, getText, label = 'Copy', className, 'aria-label': ariaLabel, 'data-reveal': reveal }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      aria-label={ariaLabel}
      title={ariaLabel}
      data-reveal={reveal || undefined}
      // At least 24 × 24 px: a pointer target of WCAG 2.2 (Lighthouse's target-size), also where rows sit close together.
      className={cn('inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1.5 text-xs text-fg-muted hover:bg-bg-muted hover:text-fg', className)}
      onClick={async (event) => {
        event.stopPropagation();
        setState((await writeClipboard(getText ? getText() : (text ?? ''))) ? 'copied' : 'failed');
      }}
    >
      <span aria-live="polite">
        {state === 'copied' ? (typeof label === 'string' ? 'Copied' : <><Check aria-hidden className="size-3.5" /><span className="sr-only">Copied</span></>) : state === 'failed' ? 'Copy failed' : label}
      </span>
    </button>
  );
}
