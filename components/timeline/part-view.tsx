'use client';

import { memo, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { toolViewModel, type ClassifiedPart } from '@/lib/sdk';
import { partAnchor } from '@/lib/timeline/deep-link';
import { PART_RENDERERS, TOOL_RENDERERS } from './renderers/registry';
import { ToolCard } from './renderers/tool-card';
import type { PartRendererProps, ToolRendererProps } from './renderers/types';

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
    content = (
      <ToolCard
        partId={id}
        view={part.tool}
        model={model}
        raw={raw}
        rich={rich}
        defaultOpen={entry.defaultOpen}
        Body={entry.component as ComponentType<ToolRendererProps>}
      />
    );
  } else {
    const Renderer = PART_RENDERERS[part.kind] as ComponentType<PartRendererProps> | null;
    if (!Renderer) return null;
    content = <Renderer part={part} raw={raw} rich={rich} />;
  }
  return (
    <div
      id={id ? partAnchor(id) : undefined}
      data-part-kind={part.kind}
      className={cn('scroll-mt-4 rounded-md transition-shadow', highlighted && 'ring-2 ring-accent ring-offset-2 ring-offset-bg')}
    >
      {content}
    </div>
  );
});
