import type { PartRendererProps } from './types';

/** The files a step changed (a snapshot patch). */
export function PatchPart({ part }: PartRendererProps<'patch'>) {
  if (part.fileCount === 0) return null;
  return (
    <details className="text-xs text-fg-muted">
      <summary className="cursor-pointer">
        {part.fileCount} {part.fileCount === 1 ? 'file' : 'files'} changed
        {part.hash && <span className="ml-2 font-mono">{part.hash.slice(0, 8)}</span>}
      </summary>
      <ul className="mt-1 space-y-0.5 pl-4 font-mono">
        {part.files.map((file) => (
          <li key={file}>{file}</li>
        ))}
      </ul>
    </details>
  );
}
