'use client';

import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { canRunMonaco } from './can-run-monaco';
import { CodePreview } from './code-preview';
import { TextareaEditor } from './textarea-editor';
import type { CodeEditorHandle, CodeEditorProps } from './types';
import { appendEarlyInput, type EarlyInput } from '@/lib/manifest/editor/early-input';

export type { CodeEditorHandle, CodeEditorProps, EditorLanguage, EditorMarker } from './types';

type View = ComponentType<CodeEditorProps & { ref?: Ref<CodeEditorHandle> }>;

const noSubscribe = () => () => {};

let monacoView: Promise<View> | null = null;
/** Monaco's chunks, fetched and evaluated once per page (also ahead of the first edit, when the pointer is over the
 * view); a failed load may be tried again. */
function loadMonacoView(): Promise<View> {
  monacoView ??= import('./monaco-view').then(async (mod) => {
    await mod.loadMonaco();
    return mod.MonacoView as View;
  });
  monacoView.catch(() => {
    monacoView = null;
  });
  return monacoView;
}

/**
 * The one code editor of the console. It first shows the text highlighted and read-only (server-rendered when the
 * page has it), so the page paints and responds at once; Monaco (~3 MB, bundled locally, never a CDN) is imported
 * only when the person starts editing (a click, a key, focus, or a jump to a problem) and takes the same box.
 * Where Monaco cannot run (no workers, tests) a plain textarea edits the same value with the same API.
 */
export function CodeEditor({ ref, className, onEditStart, ...props }: CodeEditorProps & { ref?: Ref<CodeEditorHandle> }) {
  // The server and the first client render agree on the preview; a browser without workers goes straight to the textarea.
  const monacoPossible = useSyncExternalStore(noSubscribe, canRunMonaco, () => true);
  const [Monaco, setMonaco] = useState<View | null>(null);
  const [wanted, setWanted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inner = useRef<CodeEditorHandle>(null);
  const pending = useRef<{ line: number; column: number } | null>(null);
  // Keys typed into the first view while the editor loads, typed into it once it is ready (at `pending`).
  const early = useRef<EarlyInput[]>([]);
  // Set when the person asks for the editor; the editor takes focus once, when it is ready.
  const wantFocus = useRef(false);

  useEffect(() => {
    if (wanted) onEditStart?.();
  }, [wanted, onEditStart]);

  useEffect(() => {
    if (!wanted || Monaco || !monacoPossible) return;
    let live = true;
    loadMonacoView()
      .then((view) => {
        if (live) setMonaco(() => view);
      })
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, [wanted, Monaco, monacoPossible]);

  const activate = (at?: { line: number; column: number }) => {
    if (wantFocus.current || inner.current) return;
    if (at) pending.current = at;
    wantFocus.current = true;
    setWanted(true);
  };
  const preload = () => {
    if (monacoPossible && !props.readOnly) void loadMonacoView().catch(() => {});
  };

  useImperativeHandle(
    ref,
    () => ({
      revealPosition(line, column) {
        if (inner.current) inner.current.revealPosition(line, column);
        else {
          pending.current = { line, column };
          wantFocus.current = true;
          setWanted(true);
        }
      },
      focus() {
        if (inner.current) inner.current.focus();
        else {
          wantFocus.current = true;
          setWanted(true);
        }
      },
      replay(input) {
        if (inner.current) inner.current.replay(input);
        else for (const step of input) early.current = appendEarlyInput(early.current, step);
      },
    }),
    [],
  );

  // Monaco renders under the first view until its editor exists; the view stays on top (and keeps taking keys) until then.
  const [monacoReady, setMonacoReady] = useState(false);
  const mode = Monaco && monacoReady ? 'monaco' : !monacoPossible || failure ? 'plain' : 'preview';
  // The person asked for the editor: it takes focus (at the position they clicked, or the problem they picked), and
  // what they typed meanwhile is typed into it there.
  const takeOver = (handle: CodeEditorHandle) => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    const at = pending.current;
    pending.current = null;
    if (at) handle.revealPosition(at.line, at.column);
    else handle.focus();
    const typed = early.current;
    early.current = [];
    handle.replay(typed);
  };
  const onReady = (handle: CodeEditorHandle | null) => {
    inner.current = handle;
    if (handle) takeOver(handle);
  };
  const onMonacoReady = useCallback((handle: CodeEditorHandle | null) => {
    inner.current = handle;
    if (handle) setMonacoReady(true);
  }, []);
  // In the commit that removes the first view, before any further input: no key falls between the two.
  useLayoutEffect(() => {
    if (monacoReady && inner.current) takeOver(inner.current);
  }, [monacoReady]);

  return (
    <div className={cn('relative h-full min-h-0', className)} data-editor={mode}>
      {Monaco && mode !== 'plain' && <Monaco ref={onMonacoReady} {...props} />}
      {mode === 'plain' && <TextareaEditor ref={onReady} {...props} />}
      {mode === 'preview' && (
        <div className={Monaco ? 'absolute inset-0 z-10' : 'h-full w-full'}>
          <CodePreview value={props.value} language={props.language} label={props.label} readOnly={props.readOnly} busy={wanted} onActivate={activate} onEarlyInput={(input) => (early.current = appendEarlyInput(early.current, input))} onIntent={preload} />
        </div>
      )}
      {mode === 'preview' && wanted && (
        <p role="status" className="pointer-events-none absolute right-2 bottom-2 z-20 rounded bg-bg-muted px-2 py-1 text-xs text-fg-muted">
          Loading the editor…
        </p>
      )}
      {mode === 'plain' && failure && (
        <p role="status" className="absolute right-2 bottom-2 rounded bg-bg-muted px-2 py-1 text-xs text-fg-muted">
          Plain editor (the code editor could not load: {failure})
        </p>
      )}
    </div>
  );
}
