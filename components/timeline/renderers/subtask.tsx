import type { PartRendererProps } from './types';

/** A subtask the user asked for (a command that runs another agent). */
export function SubtaskPart({ part }: PartRendererProps<'subtask'>) {
  return (
    <div className="rounded-md border border-border px-3 py-2 text-sm">
      <p>
        <span className="text-xs text-fg-muted">Subtask · {part.agent || 'agent'}</span>
      </p>
      <p>{part.description}</p>
      {part.prompt && (
        <details className="text-xs">
          <summary className="cursor-pointer text-fg-muted">Prompt</summary>
          <p className="mt-1 whitespace-pre-wrap">{part.prompt}</p>
        </details>
      )}
    </div>
  );
}
