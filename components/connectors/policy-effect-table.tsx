'use client';

import type { ProjectToolPolicy, ToolInfo, ToolPolicy } from '@/lib/contract/types-connectors';
import { decideTool, type ToolDecision } from '@/lib/connectors/tool-policy';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ACTION_LABEL } from './policy-labels';

const SOURCE_LABEL = { agent: "the agent's rule", all_agents: 'the all-agents rule', connector: "the connector's policy", default: 'the default' } as const;

type Effect = { tool: string; decision: ToolDecision };
const EFFECT_COLUMNS: DataColumn<Effect>[] = [
  { id: 'tool', header: 'Tool', width: 'minmax(0,2fr)', cell: (e) => <span className="font-mono text-xs">{e.tool}</span> },
  { id: 'result', header: 'Result', width: '10rem', cell: (e) => ACTION_LABEL[e.decision.action] },
  { id: 'source', header: 'Decided by', width: 'minmax(0,2fr)', cell: (e) => <span className="text-xs text-fg-muted">{SOURCE_LABEL[e.decision.source]}{e.decision.rule ? ` (${e.decision.rule})` : ''}</span> },
];

/** What the rules (saved or not) decide for every tool when `agent` calls it. */
export function PolicyEffectTable({ tools, agent, rules, connectorPolicies }: { tools: readonly ToolInfo[]; agent: string; rules: ProjectToolPolicy[]; connectorPolicies: Record<string, ToolPolicy[]> | undefined }) {
  return (
    <DataTable
      label="Effect of the rules"
      what="tool"
      columns={EFFECT_COLUMNS}
      rows={tools.map((t) => ({ tool: t.name, decision: decideTool(t.name, agent, rules, connectorPolicies?.[t.connector] ?? []) }))}
      rowKey={(e) => e.tool}
      rowData={(e) => ({ 'data-effect-tool': e.tool, 'data-effect': e.decision.action })}
      // The page scrolls, not the table: its rows hold nothing to focus, and a scroll box needs a focusable stop (axe).
      maxHeight="none"
    />
  );
}
