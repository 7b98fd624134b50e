'use client';

import { useEffect, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { Token } from '@/lib/manifest-editor/tokens';

/** Shared with Monaco's options so the swap from this view to Monaco moves nothing. */
export const EDITOR_FONT_SIZE = 13;
export const EDITOR_LINE_HEIGHT = 20;

/** Shiki tokens for `value` (the server's when they match, else highlighted in the browser); null = plain text. */
function useLineTokens(value: string, language: string, initial: { source: string; tokens: Token[][] } | undefined): Token[][] | null {
  const [result, setResult] = useState<{ source: string; tokens: Token[][] | null } | null>(initial ?? null);
  const current = result?.source === value ? result.tokens : null;
  useEffect(() => {
    if (result?.source === value) return;
    let live = true;
    void import('@/lib/manifest-editor/highlight')
      .then((mod) => mod.highlightLines(value, language))
      .then((tokens) => live && setResult({ source: value, tokens }));
    return () => {
      live = false;
    };
  }, [value, language, result?.source]);
  return current;
}

interface CodePreviewProps {
  value: string;
  language: string;
  label: string;
  initialTokens?: { source: string; tokens: Token[][] };
  /** The person means to edit: at `line` when they clicked one. */
  onActivate(line?: number): void;
  busy: boolean;
  readOnly?: boolean;
}

/**
 * The editor's first view: the text, highlighted (server-rendered when possible), laid out as Monaco lays it out.
 * A click, a key or focus asks for the real editor, which then takes this box's place.
 */
export function CodePreview({ value, language, label, initialTokens, onActivate, busy, readOnly }: CodePreviewProps) {
  const tokens = useLineTokens(value, language, initialTokens);
  const lines = value.split('\n');
  const gutter = `${Math.max(2, String(lines.length).length) + 2}ch`;
  const activateAt = (event: PointerEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-line]');
    onActivate(row ? Number(row.dataset.line) : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' || event.key === 'Escape' || event.metaKey || event.ctrlKey || event.altKey) return;
    onActivate();
  };
  return (
    <div
      role="textbox"
      aria-multiline="true"
      aria-readonly={readOnly ? 'true' : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
      onPointerDown={activateAt}
      onKeyDown={onKeyDown}
      onFocus={() => onActivate()}
      data-editor-preview=""
      className="h-full w-full cursor-text overflow-auto bg-bg font-mono text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset dark:[&_.tok]:text-(--shiki-dark)!"
      style={{ fontSize: EDITOR_FONT_SIZE, lineHeight: `${EDITOR_LINE_HEIGHT}px` }}
    >
      <div className="min-w-max py-0">
        {lines.map((text, i) => (
          <div key={i} data-line={i + 1} className="flex whitespace-pre" style={{ height: EDITOR_LINE_HEIGHT }}>
            <span aria-hidden className="shrink-0 select-none pr-4 text-right text-fg-muted" style={{ width: gutter }}>
              {i + 1}
            </span>
            <span>
              {tokens?.[i]
                ? tokens[i].map((token, j) => (
                    <span key={j} className="tok" style={token.style as CSSProperties | undefined}>
                      {token.content}
                    </span>
                  ))
                : text}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
