import { DiffCounts, DiffView } from '@/components/code-view/diff-view';
import type { ToolRendererProps } from './types';

/** An edit (or a multi-file patch): per file its path, +/- counts and unified diff. */
export function FileEditTool({ model, partId, rich }: ToolRendererProps<'file-edit'>) {
  const files = model.files && model.files.length > 0 ? model.files : [{ path: model.path, diff: model.diff, additions: model.additions, deletions: model.deletions, type: undefined }];
  return (
    <div className="space-y-3">
      {files.map((file, i) => (
        <div key={`${file.path}-${i}`} className="space-y-1">
          <div className="flex items-center gap-2 text-xs">
            <span className="truncate font-mono" title={file.path}>
              {file.path || 'file'}
            </span>
            {file.type && <span className="rounded bg-bg-muted px-1.5 text-fg-muted">{file.type}</span>}
            <DiffCounts additions={file.additions} deletions={file.deletions} />
          </div>
          {file.diff && file.diff.length > 0 ? (
            <DiffView id={`${partId}:${i}`} lines={file.diff} path={file.path} rich={rich} />
          ) : (
            <p className="text-xs text-fg-muted">No diff recorded.</p>
          )}
        </div>
      ))}
    </div>
  );
}
