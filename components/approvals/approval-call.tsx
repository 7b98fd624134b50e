'use client';

import type { Approval } from '@/lib/contract/types-approvals';
import { getToolInfo, toToolView, toolViewModel } from '@/lib/sdk';
import { ToolBody } from '@/components/timeline/renderers/lazy-tool-body';

/**
 * The tool call an approval is about, with the timeline's renderer for its tool kind (always open). That renderer is a
 * chunk of its own: this suspends until it has loaded (the inbox keeps its loading state meanwhile).
 */
export function ApprovalCall({ approval }: { approval: Approval }) {
  const view = toToolView(approval.part);
  const model = toolViewModel(approval.part);
  const info = getToolInfo(view.name, view.input);
  return (
    <div className="rounded-md border border-border bg-bg" data-tool={view.name} data-tool-kind={model.kind}>
      <p className="flex min-w-0 items-center gap-2 border-b border-border px-2 py-1.5 text-sm">
        <span className="shrink-0 font-medium">{info.title}</span>
        {info.subtitle && <span className="min-w-0 truncate font-mono text-xs text-fg-muted">{info.subtitle}</span>}
      </p>
      <div className="px-2 py-2">
        <ToolBody view={view} model={model} raw={approval.part} partId={`approval-${approval.id}`} rich />
      </div>
    </div>
  );
}
