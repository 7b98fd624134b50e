'use client';

import { useImperativeHandle, useRef, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { applyEarlyInput } from '@/lib/manifest/editor/early-input';
import { offsetAt } from '@/lib/manifest/editor/positions';
import type { CodeEditorHandle, CodeEditorProps } from './types';

const LINE_HEIGHT_PX = 20;

/** The plain editor: shown until Monaco has loaded, and wherever it cannot (no workers, tests). */
export function TextareaEditor({ ref, value, onChange, label, markers = [], readOnly, className }: CodeEditorProps & { ref?: Ref<CodeEditorHandle> }) {
  const area = useRef<HTMLTextAreaElement>(null);
  // After Escape, the next Tab leaves the field (no keyboard trap), as Monaco's Ctrl+M tab-focus mode does.
  const tabLeaves = useRef(false);
  useImperativeHandle(
    ref,
    () => ({
      revealPosition(line, column) {
        const el = area.current;
        if (!el) return;
        const offset = offsetAt(el.value, line, column);
        el.focus();
        el.setSelectionRange(offset, offset);
        el.scrollTop = Math.max(0, (line - 3) * LINE_HEIGHT_PX);
      },
      focus() {
        area.current?.focus();
      },
      replay(input) {
        const el = area.current;
        if (!el || readOnly || input.length === 0) return;
        const next = applyEarlyInput(el.value, el.selectionStart, input);
        onChange(next.text);
        requestAnimationFrame(() => el.setSelectionRange(next.offset, next.offset));
      },
    }),
    [onChange, readOnly],
  );
  const hasErrors = markers.some((m) => m.severity === 'error');
  return (
    <textarea
      ref={area}
      aria-label={label}
      aria-invalid={hasErrors || undefined}
      value={value}
      readOnly={readOnly}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      wrap="off"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          tabLeaves.current = true;
          return;
        }
        const leave = tabLeaves.current;
        tabLeaves.current = false;
        // Tab indents (two spaces) instead of leaving the field; Escape then Tab moves focus on.
        if (event.key !== 'Tab' || event.shiftKey || readOnly || leave) return;
        event.preventDefault();
        const el = event.currentTarget;
        const { selectionStart, selectionEnd } = el;
        onChange(`${el.value.slice(0, selectionStart)}  ${el.value.slice(selectionEnd)}`);
        requestAnimationFrame(() => el.setSelectionRange(selectionStart + 2, selectionStart + 2));
      }}
      style={{ lineHeight: `${LINE_HEIGHT_PX}px` }}
      className={cn('h-full w-full resize-none bg-bg p-3 font-mono text-[13px] text-fg outline-none', className)}
    />
  );
}
