'use client';

import { memo, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { hasVisibleContent, toolViewModel, type ClassifiedPart } from '@/lib/sdk';
import { partAnchor } from '@/lib/timeline/deep-link';
import { str, prop } from '@/lib/sdk/util';
import { InlineApproval } from '@/components/timeline/approval/inline-approval';
import { CopyLink } from './copy-link';
import { PART_RENDERERS, TOOL_RENDERERS } from './renderers/registry';
import { ToolCard } from './renderers/tool-card';
import type { PartRendererProps, ToolRendererProps } from './renderers/types';

// Parts with content of their own get a "copy link" (tool cards carry theirs in their header).
const LINKABLE = new Set(['text', 'reasoning', 'file', 'subtask', 'retry', 'patch']);

export interface PartViewProps {
  part: ClassifiedPart;
  raw: unknown;
  rich: boolean;
  highlighted: boolean;
}

/** One part of a turn, by the registry; wrapped in its deep-link anchor (`#part-<id>`). */
export const PartView = memo(function PartView({ part, raw, rich, highlighted }: PartViewProps) {
  const id = 'id' in part ? part.id : '';
  let content: ReactNode;
  if (part.kind === 'tool') {
    const model = toolViewModel(raw);
    const entry = TOOL_RENDERERS[model.kind];
    const callId = part.tool.status === 'pending' ? str(prop(raw, 'callID')) : undefined;
    content = (
      <>
        <ToolCard
          partId={id}
          view={part.tool}
          model={model}
          raw={raw}
          rich={rich}
          defaultOpen={entry.defaultOpen}
          Body={entry.component as ComponentType<ToolRendererProps>}
        />
        {callId && <InlineApproval callId={callId} />}
      </>
    );
  } else {
    const Renderer = PART_RENDERERS[part.kind] as ComponentType<PartRendererProps> | null;
    if (!Renderer) return null;
    content = (
      id && LINKABLE.has(part.kind) && hasVisibleContent(part) ? (
        // The link sits in a gutter of its own beside the part, so it never covers the part's text.
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1"><Renderer part={part} raw={raw} rich={rich} /></div>
          <CopyLink target={{ kind: 'part', id }} label={`Copy link to this ${part.kind === 'text' ? 'message' : part.kind}`} />
        </div>
      ) : (
        <Renderer part={part} raw={raw} rich={rich} />
      )
    );
  }
  return (
    <div
      id={id ? partAnchor(id) : undefined}
      data-part-kind={part.kind}
      data-reveal-scope
      className={cn('group relative scroll-mt-4 rounded-md transition-shadow', highlighted && 'ring-2 ring-accent ring-offset-2 ring-offset-bg')}
    >
      {content}
    </div>
  );
});
