import type { PartRendererProps } from './types';

/** Where the conversation was compacted: the model sees a summary from here on. */
export function CompactionPart({ part }: PartRendererProps<'compaction'>) {
  const why = part.overflow ? 'the context overflowed' : part.auto ? 'automatically' : 'on request';
  return (
    <div role="separator" aria-label="Conversation compacted" className="flex items-center gap-3 py-1 text-xs text-fg-muted">
      <span className="h-px flex-1 bg-border" />
      <span>Conversation compacted ({why})</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
