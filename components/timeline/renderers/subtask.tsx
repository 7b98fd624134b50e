import { RichText } from '../rich-text';
import type { PartRendererProps } from './types';

/** A subtask the user asked for (a command that runs another agent). */
export function SubtaskPart({ part, rich }: PartRendererProps<'subtask'>) {
  return (
    <div className="rounded-md border border-border px-3 py-2 text-sm">
      <p>
        <span className="text-xs text-fg-muted">Subtask · {part.agent || 'agent'}</span>
      </p>
      <p>{part.description}</p>
      {part.prompt && (
        <details className="text-xs">
          <summary className="cursor-pointer text-fg-muted">Prompt</summary>
          <RichText text={part.prompt} rich={rich} className="mt-1 text-xs leading-5" />
        </details>
      )}
    </div>
  );
}
