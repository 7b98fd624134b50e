import { LongOutput } from '../long-output';
import type { ToolRendererProps } from './types';

/** grep/glob: the pattern, where, how many matches, and the matches. */
export function SearchTool({ model, partId, rich }: ToolRendererProps<'search'>) {
  return (
    <div className="space-y-1">
      <p className="text-xs">
        <code className="rounded bg-bg-muted px-1 font-mono">{model.pattern}</code>
        {model.path && <span className="text-fg-muted"> in {model.path}</span>}
        {model.matches !== undefined && (
          <span className="ml-2 text-fg-muted">
            {model.matches} {model.matches === 1 ? 'match' : 'matches'}
          </span>
        )}
      </p>
      {model.output !== undefined && model.output.trim() !== '' && <LongOutput id={partId} text={model.output} title={`Matches for ${model.pattern}`} rich={rich} label="Matches" />}
    </div>
  );
}
