'use client';

import { useSessionFile } from '@/lib/sdk/react/session-files';
import { formatBytes } from '@/lib/format/bytes';
import { languageForPath } from '@/lib/timeline/languages';
import { CodeBlock } from '@/components/code-view/code-block';
import { ErrorState, Skeleton } from '@/components/ui/states';

/** One sandbox file, read-only: text highlighted with Shiki (the timeline's code block), binary files named only. */
export function FileView({ projectId, sessionId, path, line }: { projectId: string; sessionId: string; path: string; line?: number }) {
  const file = useSessionFile(projectId, sessionId, path);
  if (file.isLoading) return <Skeleton className="h-40 w-full" />;
  if (file.isError) return <ErrorState error={file.error} onRetry={() => file.refetch()} />;
  const data = file.data!;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-file-view={data.path}>
      <p className="flex flex-wrap gap-2 text-xs text-fg-muted">
        <span className="font-mono text-fg">{data.path}</span>
        <span>{formatBytes(data.size)}</span>
        {line !== undefined && <span>match on line {line}</span>}
      </p>
      {data.encoding === 'base64' ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-fg-muted">A binary file ({formatBytes(data.size)}); it is not shown as text.</p>
      ) : (
        <CodeBlock code={data.content} lang={languageForPath(data.path)} rich startLine={1} label={`Contents of ${data.path}`} className="max-h-[60vh]" />
      )}
    </div>
  );
}
