'use client';

import type { ToolCallResult } from '@/lib/contract/types-connectors';
import { toolPartOfCall } from '@/lib/connectors/call-part';
import { toolViewModel } from '@/lib/sdk';
import { toToolView } from '@/lib/sdk/tool-view';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { ToolCard } from '@/components/timeline/renderers/tool-card';
import { ToolBody } from '@/components/timeline/renderers/lazy-tool-body';

/** The answer, drawn by the timeline's own tool card and its kind's renderer (success: false shows as an error). */
export function CallResult({ at, args, result }: { at: number; args: Record<string, unknown>; result: ToolCallResult }) {
  const raw = toolPartOfCall(result, args, at);
  const view = toToolView(raw);
  const model = toolViewModel(raw);
  return (
    <div data-call-result={view.status} aria-live="polite">
      <RenderBoundary what="tool result" raw={raw}>
        <ToolCard partId={raw.id} view={view} model={model} raw={raw} rich defaultOpen Body={ToolBody} />
      </RenderBoundary>
    </div>
  );
}
