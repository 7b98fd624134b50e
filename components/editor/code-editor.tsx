'use client';

import { useCallback, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type ComponentType, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { canRunMonaco } from './can-run-monaco';
import { CodePreview } from './code-preview';
import { TextareaEditor } from './textarea-editor';
import type { CodeEditorHandle, CodeEditorProps } from './types';

export type { CodeEditorHandle, CodeEditorProps, EditorLanguage, EditorMarker } from './types';

type View = ComponentType<CodeEditorProps & { ref?: Ref<CodeEditorHandle> }>;

const noSubscribe = () => () => {};

/**
 * The one code editor of the console. It first shows the text highlighted and read-only (server-rendered when the
 * page has it), so the page paints and responds at once; Monaco (~3 MB, bundled locally, never a CDN) is imported
 * only when the person starts editing (a click, a key, focus, or a jump to a problem) and takes the same box.
 * Where Monaco cannot run (no workers, tests) a plain textarea edits the same value with the same API.
 */
export function CodeEditor({ ref, className, initialHtml, onEditStart, ...props }: CodeEditorProps & { ref?: Ref<CodeEditorHandle> }) {
  // The server and the first client render agree on the preview; a browser without workers goes straight to the textarea.
  const monacoPossible = useSyncExternalStore(noSubscribe, canRunMonaco, () => true);
  const [Monaco, setMonaco] = useState<View | null>(null);
  const [wanted, setWanted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inner = useRef<CodeEditorHandle>(null);
  const pending = useRef<{ line: number; column: number } | null>(null);
  // Set when the person asks for the editor; the editor takes focus once, when it is ready.
  const wantFocus = useRef(false);

  useEffect(() => {
    if (wanted) onEditStart?.();
  }, [wanted, onEditStart]);

  useEffect(() => {
    if (!wanted || Monaco || !monacoPossible) return;
    let live = true;
    import('./monaco-view')
      .then(async (mod) => {
        await mod.loadMonaco();
        if (live) setMonaco(() => mod.MonacoView);
      })
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, [wanted, Monaco, monacoPossible]);

  const activate = (line?: number) => {
    if (wanted) return;
    if (line) pending.current = { line, column: 1 };
    wantFocus.current = true;
    setWanted(true);
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
    }),
    [],
  );

  const mode = Monaco ? 'monaco' : !monacoPossible || failure ? 'plain' : 'preview';
  const onReady = useCallback((handle: CodeEditorHandle | null) => {
    inner.current = handle;
    if (!handle || !wantFocus.current) return;
    wantFocus.current = false;
    const at = pending.current;
    pending.current = null;
    // The person asked for the editor: it takes focus (at the line they clicked, or the problem they picked).
    if (at) handle.revealPosition(at.line, at.column);
    else handle.focus();
  }, []);

  return (
    <div className={cn('relative h-full min-h-0', className)} data-editor={mode}>
      {mode === 'monaco' && Monaco ? (
        <Monaco ref={onReady} {...props} />
      ) : mode === 'plain' ? (
        <TextareaEditor ref={onReady} {...props} />
      ) : (
        <CodePreview value={props.value} language={props.language} label={props.label} readOnly={props.readOnly} initialHtml={initialHtml} busy={wanted} onActivate={activate} />
      )}
      {mode === 'preview' && wanted && (
        <p role="status" className="pointer-events-none absolute right-2 bottom-2 rounded bg-bg-muted px-2 py-1 text-xs text-fg-muted">
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
