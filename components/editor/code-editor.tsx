'use client';

import { useEffect, useState, type ComponentType, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { canRunMonaco } from './can-run-monaco';
import { TextareaEditor } from './textarea-editor';
import type { CodeEditorHandle, CodeEditorProps } from './types';

export type { CodeEditorHandle, CodeEditorProps, EditorLanguage, EditorMarker } from './types';

type View = ComponentType<CodeEditorProps & { ref?: Ref<CodeEditorHandle> }>;

/**
 * The one code editor of the console. Monaco (bundled locally, dark/light with the OS) is imported only
 * when this component mounts in a browser that has workers; until then, and where it cannot run, a plain
 * textarea edits the same value with the same markers and jump-to-position API.
 */
export function CodeEditor({ ref, className, ...props }: CodeEditorProps & { ref?: Ref<CodeEditorHandle> }) {
  const [Monaco, setMonaco] = useState<View | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!canRunMonaco()) return;
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
  }, []);

  return (
    <div className={cn('relative h-full min-h-0', className)} data-editor={Monaco ? 'monaco' : 'plain'}>
      {Monaco ? <Monaco ref={ref} {...props} /> : <TextareaEditor ref={ref} {...props} />}
      {!Monaco && failure && (
        <p role="status" className="absolute right-2 bottom-2 rounded bg-bg-muted px-2 py-1 text-xs text-fg-muted">
          Plain editor (the code editor could not load: {failure})
        </p>
      )}
    </div>
  );
}
