import { languageForPath } from '@/lib/timeline/languages';
import { LongOutput } from '../long-output';
import type { ToolRendererProps } from './types';

/** A file written: the path and the content written. */
export function FileWriteTool({ model, partId, rich }: ToolRendererProps<'file-write'>) {
  return (
    <div className="space-y-1">
      <p className="truncate font-mono text-xs" title={model.path}>
        {model.path || 'file'}
      </p>
      {model.preview !== undefined && model.preview !== '' ? (
        <LongOutput id={partId} text={model.preview} title={`Write ${model.path}`} rich={rich} lang={languageForPath(model.path)} startLine={1} label="Content" />
      ) : (
        <p className="text-xs text-fg-muted">Empty file.</p>
      )}
    </div>
  );
}
