'use client';

import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT, gutterWidth } from '@/lib/manifest-editor/editor-metrics';

type Highlighted = { source: string; html: string };

/** The lines of `value` as highlighted HTML: the server's while they match, else highlighted in the browser (Shiki and
 * the HTML builder are a lazy chunk); null until then (plain text). */
function useLinesHtml(value: string, language: string, initial: Highlighted | undefined): string | null {
  const [result, setResult] = useState<Highlighted | null>(initial ?? null);
  const current = result?.source === value ? result.html : null;
  useEffect(() => {
    if (result?.source === value) return;
    let live = true;
    void import('@/lib/manifest-editor/highlight')
      .then((mod) => mod.highlightHtml(value, language))
      .then((html) => live && setResult({ source: value, html }));
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
  initialHtml?: Highlighted;
  /** The person means to edit: at `line` when they clicked one. */
  onActivate(line?: number): void;
  busy: boolean;
  readOnly?: boolean;
}

/**
 * The editor's first view: the text, highlighted (server-rendered when possible), laid out as Monaco lays it out.
 * A click, a key or focus asks for the real editor, which then takes this box's place. The highlighted lines are
 * inner HTML (escaped by hast-util-to-html, lib/manifest-editor/lines-html.ts): hydrating a 1,000-line file then
 * walks one element instead of every token's span.
 */
export function CodePreview({ value, language, label, initialHtml, onActivate, busy, readOnly }: CodePreviewProps) {
  const html = useLinesHtml(value, language, initialHtml);
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
      {html !== null ? <div className="min-w-max py-0" dangerouslySetInnerHTML={{ __html: html }} /> : <PlainLines value={value} />}
    </div>
  );
}

function PlainLines({ value }: { value: string }) {
  const lines = value.split('\n');
  const gutter = gutterWidth(lines.length);
  return (
    <div className="min-w-max py-0">
      {lines.map((text, i) => (
        <div key={i} data-line={i + 1} className="flex whitespace-pre" style={{ height: EDITOR_LINE_HEIGHT }}>
          <span aria-hidden className="shrink-0 select-none pr-4 text-right text-fg-muted" style={{ width: gutter }}>
            {i + 1}
          </span>
          <span>{text}</span>
        </div>
      ))}
    </div>
  );
}
