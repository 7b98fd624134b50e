'use client';

import { use, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { earlyInputOf, type EarlyInput } from '@/lib/manifest/editor/early-input';
import { EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT, gutterWidth } from '@/lib/manifest/editor/editor-metrics';

type Highlighter = typeof import('@/lib/manifest/editor/highlight');

// The server highlights the first view itself (Shiki is loaded with this module there, so a render highlights
// synchronously), and the browser keeps the server's HTML: the highlighted text is in the page once, not again as a
// prop in the page's data, and none of that code is in the browser's first load.
let serverHighlighter: Highlighter | null = null;
const loadServerHighlighter =
  typeof window === 'undefined'
    ? import('@/lib/manifest/editor/highlight').then(async (mod) => {
        await mod.preloadHighlighter();
        return (serverHighlighter = mod);
      })
    : null;

// One object for every render: React then never rewrites the element's inner HTML, which is the server's.
const KEEP_SERVER_HTML = { __html: '' };

type Highlighted = { source: string; html: string };

/**
 * The lines of `value` as highlighted HTML. On the server, highlighted there; in a browser hydrating that HTML, the
 * server's (`keep`) for as long as the text is the one the server rendered; else highlighted in the browser (Shiki
 * and the HTML builder are a lazy chunk), null until then (plain text).
 */
function useLinesHtml(value: string, language: string): { keep: boolean; html: string | null } {
  // The first render decides: hydrating the server's HTML (of this text), or rendering in the browser alone.
  const hydrated = useHydrated();
  const [serverSource] = useState(hydrated ? null : value);
  // Once the text departs from the server's, its HTML is replaced for good.
  const [departed, setDeparted] = useState(false);
  if (serverSource !== null && !departed && value !== serverSource) setDeparted(true);
  const keep = serverSource !== null && !departed && value === serverSource;
  const [result, setResult] = useState<Highlighted | null>(null);
  useEffect(() => {
    if (keep || result?.source === value) return;
    let live = true;
    void import('@/lib/manifest/editor/highlight')
      .then((mod) => mod.highlightHtml(value, language))
      .then((html) => live && setResult({ source: value, html }));
    return () => {
      live = false;
    };
  }, [keep, value, language, result?.source]);
  if (loadServerHighlighter) return { keep: false, html: (serverHighlighter ?? use(loadServerHighlighter)).highlightHtmlNow(value, language) };
  return { keep, html: result?.source === value ? result.html : null };
}

/** The caret (a text node and offset) under a viewport point, where the browser can tell. */
function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  const doc = document as Document & { caretRangeFromPoint?(x: number, y: number): Range | null };
  if (typeof doc.caretPositionFromPoint === 'function') {
    const at = doc.caretPositionFromPoint(x, y);
    return at ? { node: at.offsetNode, offset: at.offset } : null;
  }
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** The 1-based line and column a pointer event is on: the row's `data-line`, and the characters of the row's text
 * before the caret under the pointer (column 1 on the gutter, the line's end past its text). */
function positionOf(event: PointerEvent<HTMLDivElement>): { line: number; column: number } | undefined {
  return positionAtCaret(event.target as Element, caretAt(event.clientX, event.clientY));
}

function positionAtCaret(target: Element | null, caret: { node: Node; offset: number } | null) {
  const row = target?.closest<HTMLElement>('[data-line]');
  const line = Number(row?.dataset.line);
  if (!row || !Number.isInteger(line) || line < 1) return undefined;
  const text = row.lastElementChild;
  if (!text || !caret || !text.contains(caret.node)) return { line, column: 1 };
  const before = document.createRange();
  before.setStart(text, 0);
  before.setEnd(caret.node, caret.offset);
  return { line, column: before.toString().length + 1 };
}

interface CodePreviewProps {
  value: string;
  language: string;
  label: string;
  /** The person means to edit: at `at` when they clicked a line. */
  onActivate(at?: { line: number; column: number }): void;
  /** A key that edits, typed before the real editor is there (kept for it). */
  onEarlyInput(input: EarlyInput): void;
  /** The person may edit soon (the pointer is over the view): the real editor's code may start loading. */
  onIntent(): void;
  busy: boolean;
  readOnly?: boolean;
}

/**
 * The editor's first view: the text, highlighted (server-rendered when possible), laid out as Monaco lays it out.
 * A click, a key or focus asks for the real editor, which then takes this box's place. The highlighted lines are
 * inner HTML (escaped by hast-util-to-html, lib/manifest/editor/lines-html.ts): hydrating a 1,000-line file then
 * walks one element instead of every token's span.
 */
export function CodePreview({ value, language, label, onActivate, onEarlyInput, onIntent, busy, readOnly }: CodePreviewProps) {
  const { keep, html } = useLinesHtml(value, language);
  const view = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // A click that landed before hydration focused the view (and put the browser's caret where it was) without React
  // seeing it: it asks for the editor now, at that caret.
  useEffect(() => {
    const el = view.current;
    if (!el || document.activeElement !== el) return;
    const selection = document.getSelection();
    const node = selection?.isCollapsed ? selection.anchorNode : null;
    const target = node instanceof Element ? node : (node?.parentElement ?? null);
    onActivate(node && el.contains(node) ? positionAtCaret(target, { node, offset: selection!.anchorOffset }) : undefined);
    // Only the state the first client render found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const activateAt = (event: PointerEvent<HTMLDivElement>) => onActivate(positionOf(event));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' || event.key === 'Escape' || event.metaKey || event.ctrlKey || event.altKey) return;
    // A key that edits is kept and typed into the editor once it is there (nothing typed while it loads is lost).
    const input = readOnly ? null : earlyInputOf(event.nativeEvent);
    if (input) {
      event.preventDefault();
      onEarlyInput(input);
    }
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
      onPointerEnter={onIntent}
      onKeyDown={onKeyDown}
      onFocus={() => {
        onIntent();
        onActivate();
      }}
      ref={view}
      data-editor-preview=""
      data-interactive={hydrated || undefined}
      className="h-full w-full cursor-text overflow-auto bg-bg font-mono text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset dark:[&_.tok]:text-(--shiki-dark)!"
      style={{ fontSize: EDITOR_FONT_SIZE, lineHeight: `${EDITOR_LINE_HEIGHT}px` }}
    >
      {keep ? (
        <div className="min-w-max py-0" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
      ) : html !== null ? (
        <div className="min-w-max py-0" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <PlainLines value={value} />
      )}
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
