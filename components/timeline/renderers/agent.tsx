import type { PartRendererProps } from './types';

/** The agent that answers from here on. */
export function AgentPart({ part }: PartRendererProps<'agent'>) {
  if (!part.name) return null;
  return <p className="text-xs text-fg-muted">Agent: {part.name}</p>;
}
