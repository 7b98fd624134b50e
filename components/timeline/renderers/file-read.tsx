import { languageForPath } from '@/lib/timeline/languages';
import { LongOutput } from '../long-output';
import type { ToolRendererProps } from './types';

/** A file read: the path and a preview of what was read, numbered from the first line read. */
export function FileReadTool({ view, model, partId, rich }: ToolRendererProps<'file-read'>) {
  const preview = model.preview ?? '';
  return (
    <div className="space-y-1">
      <p className="truncate font-mono text-xs" title={model.path}>
        {model.path || 'file'}
      </p>
      {preview !== '' ? (
        <LongOutput id={partId} text={preview} title={`Read ${model.path}`} rich={rich} lang={languageForPath(model.path)} startLine={model.startLine ?? 1} label="Preview" />
      ) : (
        view.status === 'done' && <p className="text-xs text-fg-muted">Nothing to preview.</p>
      )}
    </div>
  );
}
