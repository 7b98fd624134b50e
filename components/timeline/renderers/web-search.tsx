import { safeUrl } from '@/lib/timeline/urls';
import type { ToolRendererProps } from './types';

/** A web or image search: the query, then its results (links) and answer, or its error. */
export function WebSearchTool({ model }: ToolRendererProps<'web-search'>) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-xs text-fg-muted">
        Query: <span className="text-fg">{model.query || '—'}</span>
      </p>
      {model.error && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-2 text-xs text-danger">
          Search failed: {model.error}
        </p>
      )}
      {model.answer && <p className="whitespace-pre-wrap">{model.answer}</p>}
      {model.results && model.results.length > 0 && (
        <ol className="space-y-1.5">
          {model.results.map((result, i) => {
            const href = safeUrl(result.url, 'link');
            return (
              <li key={i} className="text-xs">
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-accent hover:underline">
                    {result.title || result.url}
                  </a>
                ) : (
                  <span className="font-medium">{result.title || result.url || 'Untitled result'}</span>
                )}
                {result.url && <span className="ml-2 text-fg-muted">{result.url}</span>}
                {result.snippet && <p className="text-fg-muted">{result.snippet}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {!model.error && !model.answer && model.results?.length === 0 && <p className="text-xs text-fg-muted">No results.</p>}
    </div>
  );
}
